import type { Draft, Part } from '@/lib/contract';

export type Attachment = Draft['attachments'][number];
/** A Files API file in the draft, sent as a fileData part. */
export type DraftFile = NonNullable<Draft['files']>[number];

/** Inline images only: other files go through the Files API, which this page does not upload to. */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif'] as const;
/** Raw bytes per message: the service takes 20 MB per request, and base64 of 14 MiB stays under it. */
const MAX_ATTACHMENT_BYTES = 14 * 1024 * 1024;
const MAX_ATTACHMENTS = 16;

/** Bytes a base64 string decodes to. */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

function attachmentBytes(attachments: readonly Attachment[]): number {
  return attachments.reduce((sum, attachment) => sum + base64Bytes(attachment.data), 0);
}

/** Why this file cannot be attached next to the ones already there, or null when it can. */
export function attachmentProblem(
  file: { name: string; type: string; size: number },
  existing: readonly Attachment[],
): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return `${file.name}: only PNG, JPEG, WebP and HEIC images can be sent inline (this is ${file.type || 'an unknown type'})`;
  if (existing.length >= MAX_ATTACHMENTS)
    return `${file.name}: at most ${MAX_ATTACHMENTS} images per message`;
  const total = attachmentBytes(existing) + file.size;
  if (total > MAX_ATTACHMENT_BYTES)
    return `${file.name}: images in one message are limited to ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB in total`;
  return null;
}

/** Reads a picked or dropped file as base64 (without the data: prefix). */
export async function readAttachment(file: File): Promise<Attachment> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return { name: file.name, mimeType: file.type, data: btoa(binary) };
}

export function attachmentSrc(attachment: { mimeType: string; data: string }): string {
  return `data:${attachment.mimeType};base64,${attachment.data}`;
}

/** The parts of a user message: its text first, then each image as inlineData, then each file as fileData. */
export function messageParts(draft: {
  text: string;
  attachments: readonly Attachment[];
  files: readonly DraftFile[];
}): Part[] {
  const parts: Part[] = [];
  if (draft.text.trim() !== '') parts.push({ text: draft.text });
  for (const attachment of draft.attachments)
    parts.push({ inlineData: { mimeType: attachment.mimeType, data: attachment.data } });
  for (const file of draft.files) parts.push({ fileData: { mimeType: file.mimeType, fileUri: file.uri } });
  return parts;
}

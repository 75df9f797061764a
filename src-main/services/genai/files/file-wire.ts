import { z } from 'zod';
import { VerityError } from '../../../../src-shared/contract/result';
import { GenaiFileName, type GenaiFile } from '../../../../src-shared/contract/schemas/files';

/** The most a displayName may hold (js-genai's `File` type); a longer one is not the service's. */
const MAX_DISPLAY_NAME = 512;
/** The most any other string field of a File may hold here: a name, a MIME type, a time, a URI. */
const MAX_FIELD = 2048;

const text = z.string().max(MAX_FIELD);

/** int64 as proto3 JSON writes it (a decimal string), or as a number; it must fit a JS integer. */
const Int64 = z
  .union([z.string().regex(/^\d{1,16}$/, 'a decimal whole number'), z.number()])
  .transform(Number)
  .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/**
 * The service's `sha256Hash`: the real one is base64 of the lowercase hex digest (fixture
 * real-files-get-response.json), though the documentation says base64 of the digest; both are read.
 */
const Sha256Hash = z
  .string()
  .max(MAX_FIELD)
  .transform((value, ctx) => {
    const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
    const asText = bytes.toString('latin1').toLowerCase();
    if (/^[0-9a-f]{64}$/.test(asText)) return asText;
    if (bytes.length === 32) return bytes.toString('hex');
    ctx.addIssue({ code: 'custom', message: 'not base64 of a SHA-256 digest' });
    return z.NEVER;
  });

/** A File resource on the wire (ai.google.dev/api/files#File); proto3 JSON leaves empty fields out. */
const WireFile = z.object({
  name: GenaiFileName,
  displayName: z.string().max(MAX_DISPLAY_NAME).optional(),
  mimeType: text.optional(),
  sizeBytes: Int64.optional(),
  createTime: text.optional(),
  updateTime: text.optional(),
  expirationTime: text.optional(),
  sha256Hash: Sha256Hash.optional(),
  uri: text.optional(),
  state: z.string().max(64).optional(),
  error: z
    .object({ code: z.number().int().optional(), message: z.string().max(MAX_FIELD).optional() })
    .optional(),
  source: z.string().max(64).optional(),
});

const WirePage = z.object({
  files: z.array(z.unknown()).optional(),
  /** Sent back as the next call's pageToken, which the contract caps at 1024 characters. */
  nextPageToken: z.string().max(1024).optional(),
});

/** A BAD_RESPONSE naming the answer and the first thing wrong with it. */
function malformed(what: string, error: z.ZodError): VerityError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return new VerityError(
    'BAD_RESPONSE',
    `The service's ${what} is not a Files API answer (${where}${issue?.message ?? 'unexpected shape'}): ` +
      "check that the profile's generation base URL points at the generation service",
  );
}

function toGenaiFile(wire: z.output<typeof WireFile>, localSha256: string | null): GenaiFile {
  return {
    name: wire.name,
    displayName: wire.displayName ?? null,
    mimeType: wire.mimeType ?? '',
    sizeBytes: wire.sizeBytes ?? 0,
    createTime: wire.createTime ?? null,
    updateTime: wire.updateTime ?? null,
    expirationTime: wire.expirationTime ?? null,
    sha256: wire.sha256Hash ?? null,
    localSha256,
    uri: wire.uri ?? '',
    state: wire.state ?? 'STATE_UNSPECIFIED',
    error: wire.error ? { code: wire.error.code ?? null, message: wire.error.message ?? '' } : null,
    source: wire.source ?? null,
  };
}

/** The SHA-256 Verity computed while uploading each of these files (by name); files it did not upload are absent. */
export type LocalHashLookup = (names: readonly string[]) => ReadonlyMap<string, string>;

/** files.get's answer: a bare File. */
export function readFile(value: unknown, localHashes: LocalHashLookup): GenaiFile {
  const parsed = WireFile.safeParse(value);
  if (!parsed.success) throw malformed('file', parsed.error);
  return toGenaiFile(parsed.data, localHashes([parsed.data.name]).get(parsed.data.name) ?? null);
}

/** files.list's answer: `{files, nextPageToken}`, at most `pageSize` files. */
export function readPage(
  value: unknown,
  pageSize: number,
  localHashes: LocalHashLookup,
): { files: GenaiFile[]; nextPageToken: string | null } {
  const page = WirePage.safeParse(value);
  if (!page.success) throw malformed('files list', page.error);
  const entries = page.data.files ?? [];
  if (entries.length > pageSize) {
    throw new VerityError(
      'BAD_RESPONSE',
      `The service's files list holds ${entries.length} files for a page of at most ${pageSize}: ` +
        "check that the profile's generation base URL points at the generation service",
    );
  }
  const files = entries.map((entry, index) => {
    const parsed = WireFile.safeParse(entry);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['files', index, ...issue.path] }));
    throw malformed('files list', new z.ZodError(issues));
  });
  const local = localHashes(files.map((file) => file.name));
  return {
    files: files.map((file) => toGenaiFile(file, local.get(file.name) ?? null)),
    nextPageToken: page.data.nextPageToken || null,
  };
}

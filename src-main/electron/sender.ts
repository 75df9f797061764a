import { isSameOrigin } from './app-origin';

/** The parts of a frame the sender check reads; Electron's WebFrameMain fits. */
interface SenderFrameLike {
  url: string;
  parent?: unknown;
  top?: unknown;
}

/** The parts of an IPC event the sender check reads; the frame may already be gone (null). */
export interface SenderEvent {
  senderFrame?: SenderFrameLike | null;
}

/**
 * True only for the app's own page: the frame still exists, it is the main
 * frame (never an iframe), and its parsed origin is the app origin. Every IPC
 * handler calls this first (Electron security checklist #17).
 */
export function isTrustedSender(event: SenderEvent, appOrigin: string): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  const isMainFrame = frame.parent === null || frame.top === frame;
  if (!isMainFrame) return false;
  return isSameOrigin(frame.url, appOrigin);
}

/** The sender's origin for a log line (never the full URL: it could carry query data). */
export function senderOriginForLog(event: SenderEvent): string {
  const url = event.senderFrame?.url;
  if (!url) return '(no frame)';
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(malformed URL)';
  }
}

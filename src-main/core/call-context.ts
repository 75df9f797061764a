/** Who is calling, as established by the transport (never by the payload). */
export interface CallContext {
  shell: 'electron' | 'headless';
  /** Stable id of the calling window or WebSocket connection. */
  senderId: string;
}

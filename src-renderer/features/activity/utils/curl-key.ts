/** The variable Copy as curl reads a generation key from (the core writes it for the redacted key). */
export const KEY_VARIABLE = '$GEMINI_API_KEY';

/** What the sandbox's keys are made of (apps/sandbox/sandbox-config.ts): nothing a shell would expand. */
const PLAIN_KEY = /^[A-Za-z0-9._~-]+$/;

/**
 * The command with the sandbox's own key where it reads $GEMINI_API_KEY. The variable only ever stands
 * inside double quotes, where a key of plain characters means itself.
 */
export function curlWithKey(command: string, key: string): string {
  if (!PLAIN_KEY.test(key)) throw new Error('The sandbox key has characters the shell would expand');
  return command.replaceAll(KEY_VARIABLE, key);
}

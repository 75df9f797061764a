import { describe, expect, it } from 'vitest';
import { curlWithKey } from '@/features/activity/utils/curl-key';

const command =
  `curl -X POST 'http://127.0.0.1:4100/v1beta/models/m:generateContent?key='"$GEMINI_API_KEY"'' ` +
  `-H "x-goog-api-key: $GEMINI_API_KEY" --data-raw '{"contents":[]}'`;

describe('curlWithKey', () => {
  it('puts the sandbox key where the command read $GEMINI_API_KEY, header and key parameter alike', () => {
    const withKey = curlWithKey(command, 'sbx-Key_0.9~');
    expect(withKey).toBe(
      `curl -X POST 'http://127.0.0.1:4100/v1beta/models/m:generateContent?key='"sbx-Key_0.9~"'' ` +
        `-H "x-goog-api-key: sbx-Key_0.9~" --data-raw '{"contents":[]}'`,
    );
  });

  it('refuses a key the shell would expand inside double quotes', () => {
    for (const key of ['$(id)', 'a"b', 'a`b', 'a\\b'])
      expect(() => curlWithKey(command, key)).toThrow(/shell/);
  });
});

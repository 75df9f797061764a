import { describe, expect, it } from 'vitest';
import { utf8ToBase64 } from '@/lib/local-files';

describe('utf8ToBase64', () => {
  it('encodes UTF-8 as base64', () => {
    expect(utf8ToBase64('é✓')).toBe('w6ninJM=');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../../src-shared/contract/result';
import { readFile, readPage } from '../../../../../../src-main/services/genai/files/file-wire';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '../../../../../fixtures/genai/files', name), 'utf8'));

const noLocal = () => new Map<string, string>();
/** sha256sum of apples.pdf, the file of the real exchanges. */
const APPLES = '1a89fa80cbe7fa4c5712f7b15418c4bb33b9c2c0680d0c273d95328a2eee0e6f';

describe('the Files API wire', () => {
  it('reads the real get answer: size as a number, sha256Hash decoded to the hex digest', () => {
    expect(readFile(fixture('real-files-get-response.json'), noLocal)).toEqual({
      name: 'files/uno5dulp7zr3',
      displayName: 'apples.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 14560,
      createTime: '2026-09-25T11:47:48.809341Z',
      updateTime: '2026-09-25T11:47:48.809341Z',
      expirationTime: '2026-09-27T11:47:48.599144777Z',
      sha256: APPLES,
      localSha256: null,
      uri: 'https://generativelanguage.googleapis.com/v1beta/files/uno5dulp7zr3',
      state: 'ACTIVE',
      error: null,
      source: 'UPLOADED',
    });
  });

  it('reads the real list answer, with the local hash of the files Verity uploaded', () => {
    const asked: string[][] = [];
    const page = readPage(fixture('real-files-list-response.json'), 100, (names) => {
      asked.push([...names]);
      return new Map([['files/psooytwbxgkz', APPLES]]);
    });
    expect(asked).toEqual([
      ['files/uno5dulp7zr3', 'files/psooytwbxgkz', 'files/dsyibztqjvsy', 'files/t62iecxzkhs5'],
    ]);
    expect(page.files.map((f) => f.localSha256)).toEqual([null, APPLES, null, null]);
    expect(page.files[3]).toMatchObject({ mimeType: 'application/jsonl', sizeBytes: 931 });
    expect(page.nextPageToken).toBeNull();
  });

  it('fills what proto3 JSON leaves out: an empty list, a file with only its name, a failed file', () => {
    expect(readPage({}, 10, noLocal)).toEqual({ files: [], nextPageToken: null });
    expect(
      readFile({ name: 'files/x', state: 'FAILED', error: { code: 3, message: 'not a video' } }, noLocal),
    ).toMatchObject({ sizeBytes: 0, mimeType: '', sha256: null, displayName: null, error: { code: 3 } });
  });

  it('refuses a size past what a JS number holds exactly', () => {
    expect(() => readFile({ name: 'files/x', sizeBytes: '9999999999999999' }, noLocal)).toThrow(VerityError);
  });
});

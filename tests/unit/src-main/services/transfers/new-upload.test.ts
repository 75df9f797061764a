import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../src-shared/contract/result';
import { newUpload } from '../../../../../src-main/services/transfers/new-upload';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('new-upload');
  await writeFile(`${dir.path}/notes.txt`, 'five!');
});
afterEach(() => dir.remove());

const profiles = {
  endpoint: (_service: string, profileId?: string) => {
    if (profileId === 'tlog-only')
      throw new VerityError('NOT_FOUND', 'Profile does not use the generation service');
    return { profileId: profileId ?? 'active', baseUrl: 'http://g.test' };
  },
};
const deps = (allowPaths: boolean) => ({ profiles, allowPaths, now: () => 42 });

describe('a new upload', () => {
  it('is queued for the active profile, named after its file unless given a name', async () => {
    const path = `${dir.path}/notes.txt`;
    expect(
      await newUpload({ service: 'genai', source: { kind: 'path', path }, size: 5 }, deps(true)),
    ).toMatchObject({
      profileId: 'active',
      target: 'notes.txt',
      mimeType: 'text/plain',
      state: 'queued',
      bytesDone: 0,
      createdAt: 42,
    });
    const page = await newUpload(
      {
        service: 'genai',
        profileId: 'work',
        source: { kind: 'browser', name: 'clip.mp4', lastModified: 1 },
        size: 9,
        displayName: 'Clip',
        mimeType: 'video/mp4',
      },
      deps(false),
    );
    expect(page).toMatchObject({
      profileId: 'work',
      target: 'Clip',
      mimeType: 'video/mp4',
      needsFile: false,
    });
  });

  it('refuses what cannot be uploaded, saying why', async () => {
    const path = `${dir.path}/notes.txt`;
    await expect(
      newUpload({ service: 'genai', source: { kind: 'path', path }, size: 5 }, deps(false)),
    ).rejects.toThrow(/does not read files by path/);
    await expect(
      newUpload({ service: 'genai', source: { kind: 'path', path }, size: 6 }, deps(true)),
    ).rejects.toThrow(/holds 5 bytes, not the 6 given/);
    await expect(
      newUpload({ service: 'genai', source: { kind: 'path', path: dir.path }, size: 5 }, deps(true)),
    ).rejects.toThrow(/is not a file/);
    await expect(
      newUpload(
        { service: 'genai', source: { kind: 'path', path: `${dir.path}/gone` }, size: 1 },
        deps(true),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      newUpload(
        { service: 'genai', profileId: 'tlog-only', source: { kind: 'path', path }, size: 5 },
        deps(true),
      ),
    ).rejects.toThrow(/does not use the generation service/);
  });
});

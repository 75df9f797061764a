// A new file's state over real HTTP and through @google/genai: PROCESSING for the processing time of its type (set
// short in the sandbox's Files settings), then ACTIVE in files.get and files.list alike; longer for video; FAILED
// with an error when its bytes are not what its type says. The state follows the file's createTime, so it holds
// across a restart of the sandbox.
import { GoogleGenAI, type File } from '@google/genai';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import { putFilesSettings } from './genai-files-harness';
import { getJson, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

let sandbox: HarnessSandbox | undefined;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = undefined;
});

const clientOf = (s: { apiKey: string; baseUrl: string }) =>
  new GoogleGenAI({ apiKey: s.apiKey, httpOptions: { baseUrl: s.baseUrl } });

/** files.get until the file is no longer PROCESSING, as the SDK samples poll. */
async function settled(ai: GoogleGenAI, name: string): Promise<File> {
  for (;;) {
    const file = await ai.files.get({ name });
    if (file.state !== 'PROCESSING') return file;
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function listedStates(ai: GoogleGenAI): Promise<Record<string, string>> {
  const states: Record<string, string> = {};
  for await (const file of await ai.files.list()) states[file.name!] = file.state!;
  return states;
}

const MP4_HEAD = Buffer.from('\0\0\0\x20ftypisom', 'latin1');

describe('Files API processing states', () => {
  it('answers a new file PROCESSING, then ACTIVE in get and list once its processing time has passed', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    await putFilesSettings(sandbox, { processingMs: 300 });
    const ai = clientOf(sandbox);
    const file = await ai.files.upload({
      file: new Blob(['%PDF-1.4 processed'], { type: 'application/pdf' }),
    });
    expect(file.state).toBe('PROCESSING');
    expect(file.updateTime).toBe(file.createTime);
    const active = await settled(ai, file.name!);
    expect(active.state).toBe('ACTIVE');
    expect(active.error).toBeUndefined();
    expect(Date.parse(active.updateTime!)).toBe(Date.parse(file.createTime!) + 300);
    expect(await listedStates(ai)).toEqual({ [file.name!]: 'ACTIVE' });
  });

  it('keeps video PROCESSING longer than other files, also across a restart of the sandbox', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    await putFilesSettings(sandbox, { processingMs: 0, videoProcessingMs: 3_600_000 });
    const ai = clientOf(sandbox);
    const pdf = await ai.files.upload({ file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    const video = await ai.files.upload({ file: new Blob([MP4_HEAD], { type: 'video/mp4' }) });
    expect([pdf.state, video.state]).toEqual(['ACTIVE', 'PROCESSING']);
    await sandbox.close();
    // The restarted sandbox has the default settings; the video keeps the processing time it was given.
    const restarted = await startSandbox({ port: 0, dataDir: sandbox.dataDir });
    try {
      expect(await listedStates(clientOf(restarted))).toEqual({
        [pdf.name!]: 'ACTIVE',
        [video.name!]: 'PROCESSING',
      });
    } finally {
      await restarted.close();
    }
  });

  it('fails a file whose bytes are not its type, with an error, while text is not sniffed', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    await putFilesSettings(sandbox, { processingMs: 100, videoProcessingMs: 100 });
    const ai = clientOf(sandbox);
    const cases = [
      ['image/png', 'the PNG signature'],
      ['image/jpeg', 'a JPEG start-of-image marker'],
      ['image/gif', 'GIF87a or GIF89a'],
      ['image/webp', 'a RIFF WEBP header'],
      ['application/pdf', '%PDF-'],
      ['audio/wav', 'a RIFF WAVE header'],
      ['audio/mpeg', 'an ID3 tag or an MPEG audio frame'],
      ['video/mp4', 'an ISO media "ftyp" box'],
    ];
    for (const [type, what] of cases) {
      const uploaded = await ai.files.upload({ file: new Blob(['plain words'], { type }) });
      expect(uploaded.state).toBe('PROCESSING');
      const failed = await settled(ai, uploaded.name!);
      expect([failed.state, failed.error]).toEqual([
        'FAILED',
        {
          code: 3,
          message: `The file is not ${type}: it does not start with ${what}. Upload it again with the MIME type of its content.`,
        },
      ]);
    }
    const text = await ai.files.upload({ file: new Blob([MP4_HEAD], { type: 'text/plain' }) });
    expect((await settled(ai, text.name!)).state).toBe('ACTIVE');
    const raw = await getJson<{ state: string; error?: unknown }>(`${sandbox.baseUrl}/v1beta/${text.name}`, {
      headers: { 'x-goog-api-key': sandbox.apiKey },
    });
    expect(raw.json).not.toHaveProperty('error');
  });
});

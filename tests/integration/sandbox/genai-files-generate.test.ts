// generateContent with a fileData part naming a Files API file, through @google/genai at its defaults: a file
// that does not exist (or was deleted) is refused with 400 before anything is generated, and so is one still
// PROCESSING or FAILED (the real 400 FAILED_PRECONDITION); an ACTIVE one is acknowledged in the answer, so a user
// sees which file the model read.
import { ApiError, createPartFromUri, GoogleGenAI } from '@google/genai';
import { beforeAll, describe, expect, it } from 'vitest';
import { putFilesSettings } from './genai-files-harness';
import { useGenaiSandbox } from './genai-harness';

const sandbox = useGenaiSandbox();
let ai: GoogleGenAI;
beforeAll(async () => {
  // Documents are processed at once; a video stays PROCESSING for the whole test.
  await putFilesSettings(sandbox, { processingMs: 0, videoProcessingMs: 3_600_000 });
  ai = new GoogleGenAI({ apiKey: sandbox.apiKey, httpOptions: { baseUrl: sandbox.baseUrl } });
});

async function generateWith(uri: string, mimeType: string): Promise<unknown> {
  return ai.models
    .generateContent({
      model: 'gemini-2.5-flash',
      contents: [{ role: 'user', parts: [createPartFromUri(uri, mimeType), { text: 'Summarize it.' }] }],
    })
    .catch((error: unknown) => error);
}

describe('generateContent with an uploaded file', () => {
  it('refuses a deleted file with 400 INVALID_ARGUMENT naming it', async () => {
    const file = await ai.files.upload({
      file: new Blob(['%PDF-1.4 gone'], { type: 'application/pdf' }),
      config: { displayName: 'gone.pdf' },
    });
    await ai.files.delete({ name: file.name! });
    const error = await generateWith(file.uri!, file.mimeType!);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toContain(file.name!);
    expect((error as ApiError).message).toContain('INVALID_ARGUMENT');
  });

  it('refuses a uri that names no file of the sandbox', async () => {
    const error = await generateWith(`${sandbox.baseUrl}/v1beta/files/nosuchfile`, 'text/plain');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toContain('files/nosuchfile');
  });

  it('refuses a file still PROCESSING, and one that FAILED, with the real 400 FAILED_PRECONDITION', async () => {
    const video = await ai.files.upload({
      file: new Blob([Buffer.from('\0\0\0\x20ftypisom', 'latin1')], { type: 'video/mp4' }),
    });
    const picture = await ai.files.upload({ file: new Blob(['not a picture'], { type: 'image/png' }) });
    expect([video.state, picture.state]).toEqual(['PROCESSING', 'FAILED']);
    for (const file of [video, picture]) {
      const error = await generateWith(file.uri!, file.mimeType!);
      expect(error).toBeInstanceOf(ApiError);
      expect(JSON.parse((error as ApiError).message)).toEqual({
        error: {
          code: 400,
          message: `The File ${file.name!.slice('files/'.length)} is not in an ACTIVE state and usage is not allowed.`,
          status: 'FAILED_PRECONDITION',
        },
      });
    }
  });

  it('answers a request whose file exists, acknowledging the file by name, type and size', async () => {
    const file = await ai.files.upload({
      file: new Blob(['hello'], { type: 'text/plain' }),
      config: { displayName: 'hello.txt' },
    });
    const answer = await ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: [
        { role: 'user', parts: [createPartFromUri(file.uri!, file.mimeType!), { text: 'Read it.' }] },
      ],
    });
    expect(answer.text).toContain('hello.txt (text/plain, 5 bytes)');
    const streamed = await ai.models.generateContentStream({
      model: 'gemini-2.5-flash',
      contents: [
        { role: 'user', parts: [createPartFromUri(file.uri!, file.mimeType!), { text: 'Read it.' }] },
      ],
    });
    let text = '';
    for await (const chunk of streamed) text += chunk.text ?? '';
    expect(text).toContain('hello.txt (text/plain, 5 bytes)');
  });
});

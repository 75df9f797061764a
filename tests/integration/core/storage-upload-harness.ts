// What the storage upload tests share: a headless core signed in as Ada on a data folder of the test's choosing
// (a second core on the same folder is the first one restarted), and a pass-through proxy in front of the
// sandbox that can change one byte of every upload chunk on its way, as a faulty link would.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCore, type CoreOptions } from '../../../src-main/core/create-core';
import type { SecretBackend } from '../../../src-main/services/vault/secret-backend';
import { TEST_CTX, type TestCore } from '../../support/test-core';
import { answerConsent, OWNER } from '../sandbox/oauth-harness';

/** A headless core (the page streams files) on `dataDir`, its Sandbox profile at `baseUrl`, signed in as Ada. */
export async function adaHeadlessCore(
  dataDir: string,
  server: { baseUrl: string; apiKey: string },
  secretBackend: SecretBackend,
  /** What a desktop shell would add, e.g. its folder dialog. */
  shell: Pick<CoreOptions, 'pickFolder'> = {},
): Promise<TestCore> {
  const core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir,
    secretBackend,
    sandbox: server,
    ...shell,
    openBrowser: async (url) => {
      await fetch(await answerConsent(url, { decision: 'allow', account: OWNER.sub }));
    },
  });
  const test: TestCore = {
    core,
    call: (channel, input = {}) => core.router.invoke(channel, input, TEST_CTX) as never,
    close: () => core.close(),
  };
  const signedIn = await test.call('accounts:signIn', { profileId: 'sandbox' });
  if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.error.message}`);
  return test;
}

const isUploadChunk = (req: IncomingMessage) =>
  req.method === 'PUT' && /^bytes \d+-\d+\//.test(String(req.headers['content-range'] ?? ''));

/** Where the media of a one-request (multipart) upload ends in its body, or -1 for any other request. */
function multipartMediaEnd(req: IncomingMessage, body: Buffer): number {
  if (req.method !== 'POST' || !req.url?.includes('uploadType=multipart')) return -1;
  const boundary = /boundary=([^;\s]+)/.exec(String(req.headers['content-type']))?.[1];
  return boundary ? body.lastIndexOf(`\r\n--${boundary}--`) : -1;
}

/**
 * Forwards everything to `target`; while `mangle` is on, the first byte of each upload chunk (and the last byte
 * of a one-request upload's media) is flipped. `oneRequestAnswers` decides what becomes of the service's answer
 * to a one-request upload (which the service has then taken): passed on, lost (the connection cut, as a
 * dropped link would), or held until the proxy closes; `answered` counts the service's answers to them.
 */
export async function chunkProxy(target: string) {
  const to = new URL(target);
  const state = { mangle: false, oneRequestAnswers: 'pass' as 'pass' | 'lose' | 'hold', answered: 0 };
  const server: Server = createServer((req, res) => {
    const pieces: Buffer[] = [];
    req.on('data', (piece: Buffer) => pieces.push(piece));
    req.on('end', () => {
      const body = Buffer.concat(pieces);
      const mediaEnd = multipartMediaEnd(req, body);
      if (state.mangle && isUploadChunk(req) && body.length > 0) body[0] = body[0]! ^ 0xff;
      if (state.mangle && mediaEnd > 0) body[mediaEnd - 1] = body[mediaEnd - 1]! ^ 0xff;
      const onward = request(
        {
          host: to.hostname,
          port: to.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: to.host },
        },
        (answer) => {
          if (mediaEnd < 0 || state.oneRequestAnswers === 'pass') {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          answer.resume();
          answer.on('end', () => {
            state.answered++;
            if (state.oneRequestAnswers === 'lose') res.destroy();
          });
        },
      );
      onward.on('error', () => res.destroy());
      onward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

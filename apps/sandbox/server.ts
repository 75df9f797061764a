// The Verity sandbox: one node:http server on 127.0.0.1 hosting all five services, their state under a
// data directory, fault injection per service and a small control API. Electron-free by design.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createControlRoutes, CONTROL_PREFIX } from './control/control-api';
import { FaultController, type RandomSource } from './faults/fault-controller';
import { GOOGLE_ERRORS } from './http/error-shapes';
import { Reply } from './http/reply';
import { createRequestHandler } from './http/request-handler';
import { lockDataDir } from './persistence/data-dir-lock';
import { ensurePrivateDir } from './persistence/durable-files';
import { resolveApiKey } from './sandbox-config';
import { openAnalyticsService } from './services/analytics/analytics-service';
import { createDemoWebService } from './services/demo-web/demo-web-service';
import { FileStore } from './services/genai/files/file-store';
import { UploadSessions } from './services/genai/files/upload-sessions';
import { createGenaiService } from './services/genai/genai-service';
import { openIndexingService } from './services/indexing/indexing-service';
import { openOAuthService } from './services/oauth/oauth-service';
import type { SandboxService } from './services/service';
import { openStorageService } from './services/storage/storage-service';
import { openTlogService, type TlogOptions } from './services/tlog/tlog-service';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the sandbox is for this machine only. */
  host?: string;
  dataDir: string;
  /** Defaults to the key stored in <dataDir>/sandbox.json, generated on first start. */
  apiKey?: string;
  log?: (line: string) => void;
  /** Random source for fault decisions (tests pin it); defaults to Math.random. */
  random?: RandomSource;
  /** Transparency log settings: seeding, commit batch size, entry worker threads. */
  tlog?: TlogOptions;
}

export interface RunningSandbox {
  /** http://HOST:PORT, no trailing slash. */
  baseUrl: string;
  apiKey: string;
  /**
   * Settles once the services have opened their data (a fresh folder is seeded first, which takes a
   * while): the sandbox listens before that, so whoever starts it need not wait, and requests wait here.
   */
  opened: Promise<void>;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const log = options.log ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError(`port ${port} is not 0-65535`);
  const dataDir = resolve(options.dataDir);
  await ensurePrivateDir(dataDir);
  const lock = await lockDataDir(dataDir);
  const services: SandboxService[] = [];
  const release = async () => {
    await Promise.all(services.map((service) => service.close?.()));
    await lock.release();
  };

  const faults = new FaultController(options.random);
  const stopping = new AbortController();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let apiKey: string;
  let server: Server;
  try {
    apiKey = await resolveApiKey(dataDir, options.apiKey);
    server = createServer((req, res) => {
      if (handler) handler(req, res);
      else
        void opened.then(
          () => handler!(req, res),
          (error: Error) => unavailable(res, error),
        );
    });
    await listen(server, port, host);
  } catch (error) {
    await release();
    throw error;
  }
  const { port: boundPort } = server.address() as AddressInfo;
  const baseUrl = `http://${hostName(host)}:${boundPort}`;
  log(`listening on ${baseUrl}, data in ${dataDir}`);

  const opened = (async () => {
    services.push(...(await openServices(dataDir, baseUrl, apiKey, log, options.tlog)));
    handler = createRequestHandler({
      hostNames: [...new Set(['127.0.0.1', 'localhost', '[::1]', hostName(host)])],
      services,
      controlRoutes: createControlRoutes(faults, apiKey, services),
      controlPrefix: CONTROL_PREFIX,
      faults,
      stopping: stopping.signal,
      log,
      logRequests: options.log !== undefined,
    });
  })();
  // Requests and whoever awaits `opened` see a failure; nothing else must.
  opened.catch(() => undefined);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopping.abort();
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      await opened.catch(() => undefined);
      await release();
    })();
    return closing;
  };
  return { baseUrl, apiKey, opened, close };
}

/** Answers a request that waited for services that could not open. */
function unavailable(res: ServerResponse, error: Error): void {
  GOOGLE_ERRORS.send(new Reply(res), 503, `The sandbox could not open its data: ${error.message}`);
}

async function openServices(
  dataDir: string,
  baseUrl: string,
  apiKey: string,
  log: (line: string) => void,
  tlogOptions: TlogOptions | undefined,
): Promise<SandboxService[]> {
  const tlog = await openTlogService(dataDir, log, tlogOptions);
  // The Google-style APIs accept the access tokens this authorization server issues.
  const oauth = await openOAuthService(dataDir, baseUrl);
  const fileStore = await FileStore.open(dataDir, baseUrl);
  return [
    tlog,
    oauth,
    createGenaiService(apiKey, { store: fileStore, sessions: await UploadSessions.open(fileStore) }),
    await openIndexingService(dataDir, oauth.state),
    await openAnalyticsService(dataDir, oauth.state),
    await openStorageService(dataDir, baseUrl, oauth.state),
    createDemoWebService(),
  ];
}

/** An interface address as a URL or Host header names it (IPv6 in brackets). */
function hostName(host: string): string {
  return host.includes(':') ? `[${host.toLowerCase()}]` : host.toLowerCase();
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
}

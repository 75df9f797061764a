// Standalone sandbox: `node --import tsx apps/sandbox/cli.ts --port N --data DIR [--api-key KEY]`, and the
// sandbox process the shells supervise (built as out/main/sandbox.js). Prints the URL line and the key line
// on stdout, then (once its data is open) the paths of its OAuth client and service-account key files; or
// with --ready-json only one JSON line. Everything else goes to stderr.
import { parseCliArgs, USAGE } from './cli-args';
import { startSandbox, type RunningSandbox } from './server';
import { oauthFilePaths } from './services/oauth/oauth-files';

function fail(message: string, exitCode: number): void {
  console.error(`verity sandbox: ${message}`);
  process.exitCode = exitCode;
}

async function main(): Promise<void> {
  const parsed = parseCliArgs(process.argv.slice(2), process.cwd());
  if (parsed.kind === 'help') return void console.log(USAGE);
  if (parsed.kind === 'error') return fail(`${parsed.message}\n\n${USAGE}`, 2);
  const { options } = parsed;

  // Signal handlers go in before anything is printed: whoever reads the URL line may signal at once.
  let sandbox: RunningSandbox | undefined;
  let stopRequested = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopRequested) {
      console.error(`verity sandbox: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopRequested = true;
    if (!sandbox) return; // still starting: main() stops it as soon as it is up
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`verity sandbox: error while stopping: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Forked with an IPC channel (the headless shells): a parent that dies, even by SIGKILL, closes it, and
  // the sandbox must not outlive it holding its port and data folder.
  process.on('disconnect', () => {
    if (!stopRequested) stop('SIGTERM');
  });

  try {
    sandbox = await startSandbox({
      ...options,
      log: options.verbose ? (line) => console.error(line) : undefined,
    });
  } catch (error) {
    fail(`could not start: ${(error as Error).message}`, 1);
    process.exit();
  }
  if (stopRequested) {
    await sandbox.close();
    process.exit(0);
  }
  // Listening already, its data may still be opening (seeded, in a fresh folder): requests wait for it.
  if (options.readyJson) console.log(JSON.stringify({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey }));
  else {
    console.log(`Verity sandbox listening on ${sandbox.baseUrl}`);
    console.log(`API key: ${sandbox.apiKey}`);
  }
  const running = sandbox;
  // The credential files exist once the services have opened (the first start writes them).
  if (!options.readyJson)
    running.opened.then(
      () => {
        const files = oauthFilePaths(options.dataDir);
        console.log(`OAuth client: ${files.clientFile}`);
        console.log(`Service account key: ${files.serviceAccountFile}`);
      },
      () => undefined, // reported below
    );
  running.opened.catch(async (error: unknown) => {
    fail(`could not open its data: ${(error as Error).message}`, 1);
    await running.close();
    process.exit();
  });
}

void main();

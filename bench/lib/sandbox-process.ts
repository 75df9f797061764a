import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface SandboxProcess {
  child: ChildProcess;
  baseUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** The sandbox CLI as its own process, as a remote log would be: `extra` are CLI flags (e.g. --no-seed). */
export async function startSandboxProcess(
  root: string,
  dataDir: string,
  extra: string[] = [],
): Promise<SandboxProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/sandbox/cli.ts', '--port', '0', '--data', dataDir, ...extra],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  for await (const line of createInterface({ input: child.stdout! })) {
    lines.push(line);
    if (lines.length === 2) break;
  }
  const baseUrl = lines[0]?.split(' ').at(-1) ?? '';
  const apiKey = lines[1]?.replace('API key: ', '') ?? '';
  if (!baseUrl.startsWith('http')) throw new Error(`the sandbox did not start: ${lines.join(' / ')}`);
  return {
    child,
    baseUrl,
    apiKey,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

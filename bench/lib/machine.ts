import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/** One line describing where the numbers were measured. */
export function describeMachine(): string {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // no browser: the line says so
  }
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ${chromium}`;
}

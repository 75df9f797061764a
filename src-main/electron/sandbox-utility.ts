import { utilityProcess } from 'electron';
import { runInBackground, type SpawnSandbox } from '../services/sandbox/sandbox-process';

/** The sandbox in an Electron utility process: a Node process of its own that ends with the app. */
export function forkSandboxUtility(entry: string): SpawnSandbox {
  return (args) => {
    const child = utilityProcess.fork(entry, args, {
      stdio: ['ignore', 'pipe', 'inherit'],
      serviceName: 'Verity sandbox',
    });
    child.once('spawn', () => runInBackground(child.pid));
    return {
      stdout: child.stdout!,
      // Known only once the process has spawned.
      get pid() {
        return child.pid;
      },
      kill: () => void child.kill(),
      onExit: (listener) => child.once('exit', (code) => listener(`exited with code ${code}`)),
    };
  };
}

import { spawn } from 'node:child_process';

/** Opens a URL in the user's browser when one is there; silent when none is. */
export function openBrowser(url: string, platform = process.platform, env = process.env): boolean {
  const command =
    platform === 'darwin'
      ? { file: 'open', args: [url] }
      : platform === 'win32'
        ? { file: 'cmd', args: ['/c', 'start', '""', url] }
        : env.DISPLAY || env.WAYLAND_DISPLAY
          ? { file: 'xdg-open', args: [url] }
          : null;
  if (!command) return false;
  try {
    const child = spawn(command.file, command.args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}

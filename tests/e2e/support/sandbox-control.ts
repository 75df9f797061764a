import type { Page } from '@playwright/test';
import type { ConsoleProcess } from './console-process';

/** The sandbox the console started: its base URL (asked through the console) and its control key. */
export async function sandboxOf(app: Page, running: ConsoleProcess) {
  const status = await app.evaluate(() => window.verity!.sandbox.status());
  if (!status.ok || !status.value.baseUrl) throw new Error('the console reports no sandbox');
  const baseUrl = status.value.baseUrl;
  const key = await running.sandboxKey();
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    baseUrl,
    setLogFaults: (faults: Record<string, unknown>) => control('PUT', '/__sandbox/tlog/faults', faults),
    resetFaults: () => control('POST', '/__sandbox/faults/reset', {}),
  };
}

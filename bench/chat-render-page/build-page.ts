import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { contentSecurityPolicy, securityHeaders } from '../../src-main/security/csp';

/** Bundles the bench page (production React, the renderer's `@/` alias) with Vite into `outDir`. */
export async function buildBenchPage(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(root, 'bench', 'chat-render-page'),
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: { '@': join(root, 'src-renderer') } },
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true, chunkSizeWarningLimit: 4000 },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves the built page on loopback with the renderer's own CSP and security headers. */
export async function servePage(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const headers = securityHeaders(contentSecurityPolicy());
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    readFile(join(dir, path)).then(
      (body) => {
        res.writeHead(200, {
          ...headers,
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        });
        res.end(body);
      },
      () => {
        res.writeHead(404, headers);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

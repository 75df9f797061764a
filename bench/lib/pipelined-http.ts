import { connect, type Socket } from 'node:net';

/**
 * A lean HTTP/1.1 load generator: a few keep-alive connections, each with several requests pipelined,
 * requests pre-serialized, responses split by Content-Length. It spends a fraction of node:http's CPU per
 * request (the way wrk does), so on a two-core machine the server being measured gets the cores.
 */
export async function postPipelined(
  baseUrl: string,
  path: string,
  bodies: readonly string[],
  options: { connections: number; depth: number },
): Promise<{ seconds: number; latencies: number[]; statuses: Map<number, number> }> {
  const url = new URL(baseUrl);
  const head = (length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();

  async function runConnection(): Promise<void> {
    const socket: Socket = connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const sentAt: number[] = [];
    let buffer: Buffer = Buffer.alloc(0);
    let expectBody = -1;
    let status = 0;

    const sendMore = () => {
      while (sentAt.length < options.depth && next < bodies.length) {
        const body = bodies[next++]!;
        sentAt.push(performance.now());
        socket.write(head(Buffer.byteLength(body)) + body);
      }
    };

    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          if (expectBody < 0) {
            const end = buffer.indexOf('\r\n\r\n');
            if (end < 0) break;
            const headers = buffer.subarray(0, end).toString('latin1');
            status = Number(headers.slice(9, 12));
            expectBody = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? '0');
            buffer = buffer.subarray(end + 4);
          }
          if (buffer.length < expectBody) break;
          buffer = buffer.subarray(expectBody);
          expectBody = -1;
          latencies.push(performance.now() - sentAt.shift()!);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          sendMore();
          if (sentAt.length === 0) {
            socket.end();
            resolve();
            return;
          }
        }
      });
      sendMore();
      if (sentAt.length === 0) {
        socket.end();
        resolve();
      }
    });
  }

  await Promise.all(Array.from({ length: options.connections }, runConnection));
  return { seconds: (performance.now() - started) / 1000, latencies, statuses };
}

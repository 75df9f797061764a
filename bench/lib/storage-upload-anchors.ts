// The anchors of the storage upload benchmark, speaking to the same sandbox as Ada: curl with the storage
// service's resumable protocol in the engine's 8 MiB chunks (the file split beforehand, outside the time), and
// one multipart request per small file, one after another.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The session URI from the start's Location, then each chunk PUT with its Content-Range. */
const CURL_RESUMABLE = `set -euo pipefail
url=$(curl -sS -D - -o /dev/null -X POST "$BASE/upload/store/v3/files?uploadType=resumable" \\
  -H "authorization: Bearer $TOKEN" -H 'content-type: application/json; charset=UTF-8' \\
  -H "x-upload-content-length: $SIZE" -H 'x-upload-content-type: application/octet-stream' \\
  --data "{\\"name\\":\\"curl.bin\\",\\"parents\\":[\\"$FOLDER\\"]}" | tr -d '\\r' | sed -n 's/^location: //Ip')
i=0
for part in "$CHUNKS"/*; do
  from=$(( i * CHUNK )); to=$(( from + $(stat -c %s "$part") - 1 ))
  curl -sS -o /dev/null -X PUT -T "$part" "$url" -H 'Expect:' -H "content-range: bytes $from-$to/$SIZE"
  i=$(( i + 1 ))
done`;

/** Seconds curl takes to upload `file` into `folderId` with the resumable protocol, start to the last answer. */
export async function curlResumable(
  baseUrl: string,
  token: string,
  folderId: string,
  file: string,
  size: number,
  chunk: number,
): Promise<number> {
  const chunks = join(dirname(file), 'chunks');
  await mkdir(chunks);
  try {
    const split = spawn('split', ['-b', String(chunk), '-d', '-a', '4', file, join(chunks, 'part.')]);
    if ((await once(split, 'exit'))[0] !== 0) throw new Error('split failed');
    const started = performance.now();
    const child = spawn('bash', ['-c', CURL_RESUMABLE], {
      env: {
        ...process.env,
        BASE: baseUrl,
        TOKEN: token,
        FOLDER: folderId,
        SIZE: String(size),
        CHUNK: String(chunk),
        CHUNKS: chunks,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`the curl upload failed with exit code ${code}`);
    return (performance.now() - started) / 1000;
  } finally {
    await rm(chunks, { recursive: true, force: true });
  }
}

/** Seconds to upload each file into `folderId` as one multipart request, one file at a time. */
export async function oneRequestEach(
  baseUrl: string,
  token: string,
  folderId: string,
  files: readonly string[],
): Promise<number> {
  const started = performance.now();
  for (const file of files) {
    const boundary = 'verity-bench-boundary';
    const metadata = JSON.stringify({ name: basename(file), parents: [folderId] });
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n` +
          `--${boundary}\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      await readFile(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await fetch(`${baseUrl}/upload/store/v3/files?uploadType=multipart`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/related; boundary=${boundary}`,
      },
      body,
    });
    if (!answer.ok) throw new Error(`a multipart upload failed with HTTP ${answer.status}`);
    await answer.arrayBuffer();
  }
  return (performance.now() - started) / 1000;
}

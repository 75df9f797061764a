import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_BYTES } from '../../../../../src-shared/contract/schemas/transfers';
import { NeedsFileError, pageFeed } from '../../../../../src-main/services/transfers/page-feed';

const signal = new AbortController().signal;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('a page-streamed upload feed', () => {
  it('hands out what the page sent, hashing it only once the service has it', async () => {
    const feed = pageFeed();
    feed.offer(Buffer.from('hello '));
    feed.offer(Buffer.from('world'));
    expect(feed.expected).toBe(11);
    const first = await feed.read(8, signal);
    expect(Buffer.from(first).toString()).toBe('hello wo');
    // Not accepted yet: the same bytes again.
    expect(Buffer.from(await feed.read(8, signal)).toString()).toBe('hello wo');
    feed.advance(first);
    expect(feed.position).toBe(8);
    feed.advance(await feed.read(3, signal));
    expect(feed.digest()).toBe(sha(Buffer.from('hello world')));
  });

  it('waits for the page when it has less than a chunk, and lets the page wait when full', async () => {
    const feed = pageFeed();
    const reading = feed.read(4, signal);
    let done = false;
    void reading.then(() => (done = true));
    feed.offer(Buffer.from('ab'));
    await Promise.resolve();
    expect(done).toBe(false);
    feed.offer(Buffer.from('cd'));
    expect(Buffer.from(await reading).toString()).toBe('abcd');

    const full = pageFeed();
    full.offer(new Uint8Array(MAX_CHUNK_BYTES));
    full.offer(new Uint8Array(MAX_CHUNK_BYTES));
    expect(full.hasRoom(1)).toBe(false);
    const changed = full.changed();
    // The engine asks for a whole service chunk: room for the page again.
    void full.read(4 * MAX_CHUNK_BYTES, new AbortController().signal);
    await changed;
    expect(full.hasRoom(MAX_CHUNK_BYTES)).toBe(true);
  });

  it('hashes only the bytes below the service offset, and asks for the file when the service has fewer', async () => {
    const feed = pageFeed();
    feed.offer(Buffer.from('0123456789'));
    await feed.seek(6, signal);
    expect(feed.position).toBe(6);
    expect(Buffer.from(await feed.read(4, signal)).toString()).toBe('6789');
    await expect(feed.seek(2, signal)).rejects.toBeInstanceOf(NeedsFileError);
  });

  it('stops waiting when the run is stopped', async () => {
    const controller = new AbortController();
    const reading = pageFeed().read(10, controller.signal);
    controller.abort();
    await expect(reading).rejects.toThrow(/stopped/);
  });
});

import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { SharedLinesReader, shareLines } from './sharedLines.ts';

const text = (lines: string[]) => Buffer.from(lines.join('\n'));

describe('shareLines', () => {
  it('finds each kept line by its key, the last of a key winning, as a Map of the lines would', () => {
    const lines = [
      'header that is not a line of the table',
      'public_deck_details/a\tL1\tf1',
      'public_deck_details/ab\tL2\tf2',
      'I\t["cards:*"]',
      'public_deck_details/a\tL3\tf3',
      'public_cards/ピカチュウ\tL4\tf4',
      'no tab here',
      'public_deck_details/gone\tL5\tf5',
      'public_deck_details/last\tL6\tf6',
    ];
    const buffer = text(lines);
    const keep = (key: string) => key !== 'I' && !key.endsWith('/gone');
    // The caller sees each line's value where it is, kept or not.
    const seen: string[] = [];
    const reader = new SharedLinesReader(
      shareLines(buffer, buffer.indexOf('\n') + 1, (key, valueStart, lineEnd) => {
        seen.push(`${key}=${buffer.toString('utf8', valueStart, lineEnd)}`);
        return keep(key);
      }),
    );
    expect(seen).toContain('I=["cards:*"]');
    expect(seen).toContain('public_deck_details/last=L6\tf6');
    const expected = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const tab = line.indexOf('\t');
      if (tab !== -1 && keep(line.slice(0, tab))) expected.set(line.slice(0, tab), line.slice(tab + 1));
    }
    for (const [key, value] of expected) expect(reader.get(key), key).toBe(value);
    expect(reader.get('public_deck_details/a')).toBe('L3\tf3');
    // A key that is a prefix of another, or longer than one, or left out, is not found.
    for (const key of [
      'public_deck_details/',
      'public_deck_details/abc',
      'public_deck_details/gone',
      'I',
      'header',
    ])
      expect(reader.get(key), key).toBeUndefined();
  });

  it('finds every one of many keys, and no other', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `k/${i.toString(36)}\tv${i}`);
    const reader = new SharedLinesReader(shareLines(text(lines), 0, () => true));
    for (let i = 0; i < 5000; i++) expect(reader.get(`k/${i.toString(36)}`)).toBe(`v${i}`);
    for (let i = 5000; i < 5200; i++) expect(reader.get(`k/${i.toString(36)}`)).toBeUndefined();
  });

  it('is read by a worker thread from the memory it was built in', async () => {
    const shared = shareLines(text(['x\t1', 'y\t2']), 0, () => true);
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const bytes = new Uint8Array(workerData.bytes);
       parentPort.postMessage(Buffer.from(bytes).toString('utf8', 0, bytes.length - 1));
       bytes[2] = '9'.charCodeAt(0);
       parentPort.postMessage('written');`,
      { eval: true, workerData: shared },
    );
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: string) => {
        messages.push(message);
        if (message === 'written') resolve();
      });
      worker.on('error', reject);
    });
    await worker.terminate();
    expect(messages[0]).toBe('x\t1\ny\t2');
    // The worker's write shows here: one buffer, not a copy.
    expect(new SharedLinesReader(shared).get('x')).toBe('9');
  });
});

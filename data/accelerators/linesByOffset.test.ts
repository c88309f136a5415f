// A delta run of `tcg aggregate` reads the decks it counts again straight from where classify's
// cache says their lines start (linesByOffset.ts): every line as a plain split of the file
// gives it, whichever decks are asked for and however the reads are cut.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { linesOf } from './linesByOffset.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tcg-delta-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `lines` and its decks (the lines that are not blank), as classify's cache holds them. */
function fileOf(lines: string[], crlf: boolean[], lastBreak: boolean) {
  const file = path.join(dir, `decks-${Math.random().toString(36).slice(2)}.jsonl`);
  let text = '';
  const cache = { decks: 0, lines: [] as number[], offsets: [] as number[] };
  const expected: string[] = [];
  lines.forEach((line, index) => {
    if (line !== '') {
      cache.lines.push(index + 1);
      cache.offsets.push(Buffer.byteLength(text));
      expected.push(line);
    }
    const last = index === lines.length - 1;
    text += line + (last && !lastBreak ? '' : crlf[index] ? '\r\n' : '\n');
  });
  writeFileSync(file, text);
  cache.decks = cache.lines.length;
  return {
    file,
    cache: {
      decks: cache.decks,
      lines: Int32Array.from(cache.lines),
      offsets: Float64Array.from(cache.offsets),
    },
    expected,
  };
}

const read = (...args: Parameters<typeof linesOf>) =>
  [...linesOf(...args)].map(({ deck, bytes, start, end }) => [deck, bytes.toString('utf8', start, end)]);

describe('linesOf (a delta run reading decks by their offsets)', () => {
  it('gives each asked deck its line, for any choice of decks and any cut of the reads', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant(''),
            fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, 'x')),
          ),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 100 }),
        fc.infiniteStream(fc.boolean()),
        (lines, crlf, lastBreak, span, gap, picks) => {
          const { file, cache, expected } = fileOf(lines, crlf, lastBreak);
          const iterator = picks[Symbol.iterator]();
          const decks = expected.map((_, deck) => deck).filter(() => iterator.next().value);
          expect(read(file, cache, decks, { span, gap })).toEqual(
            decks.map((deck) => [deck, expected[deck]]),
          );
          rmSync(file);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a cache whose offsets are not where the lines start', () => {
    const { file, cache } = fileOf(['{"id":"a"}', '{"id":"b"}', '{"id":"c"}'], [false, false, false], true);
    cache.offsets[1] = cache.offsets[1]! + 2;
    expect(() => read(file, cache, [1])).toThrow(/line 2 of .* is not where classify's cache says/);
  });
});

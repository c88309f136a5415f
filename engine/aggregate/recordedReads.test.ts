// A page's record is what its code read: a page whose code reads a new input is rebuilt when that
// input changes, though no cache code names it (issue 36: deck pages kept stale placements because
// a hand-written list of their inputs left the events out).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type InputWorld, inputsFingerprint, type PageReads, RecordedReads } from './recordedReads.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** A world of plain maps: each table's values by key, fingerprinted by their JSON. */
function worldOf<W>(tables: { [K in keyof W]: Record<string, W[K]> }): InputWorld<W> {
  const world = {} as Record<string, unknown>;
  for (const [name, values] of Object.entries(tables) as [string, Record<string, unknown>][])
    world[name] = {
      get: (key: string) => values[key],
      fingerprint: (key: string) => hash(JSON.stringify(values[key])),
    };
  return world as InputWorld<W>;
}

interface Inputs {
  deck: string;
  notes: string;
}

/** Builds a page as an incremental run does: kept when its previous record still holds. */
function run<W>(
  world: InputWorld<W>,
  page: (reads: PageReads<W>) => string,
  previous?: { inputs: string[]; fingerprint: string },
) {
  if (previous && inputsFingerprint(world, 'd1', previous.inputs, hash) === previous.fingerprint)
    return { built: false, record: previous };
  const reads = new RecordedReads(world, 'd1', hash);
  const text = page(reads);
  return { built: true, text, record: reads.record() };
}

describe('RecordedReads', () => {
  const before = worldOf<Inputs>({ deck: { d1: 'line' }, notes: { d1: 'a', d2: 'x' } });
  const after = worldOf<Inputs>({ deck: { d1: 'line' }, notes: { d1: 'b', d2: 'x' } });

  it('rebuilds a page whose code reads a new input when that input changes, with no cache code touched', () => {
    // The page's code as a developer extends it: it now also reads `notes` of its deck.
    const page = (reads: PageReads<Inputs>) => `${reads.read('deck', 'd1')} ${reads.read('notes', 'd1')}`;
    const first = run(before, page);
    expect(first.record.inputs).toEqual(['deck:\u0001', 'notes:\u0001']);
    expect(run(before, page, first.record).built).toBe(false);
    const second = run(after, page, first.record);
    expect(second).toMatchObject({ built: true, text: 'line b' });
  });

  it('keeps a page when only inputs it did not read change', () => {
    const page = (reads: PageReads<Inputs>) => `${reads.read('deck', 'd1')} ${reads.read('notes', 'd2')}`;
    const first = run(before, page);
    expect(first.record.inputs).toEqual(['deck:\u0001', 'notes:d2']);
    expect(run(after, page, first.record).built).toBe(false);
  });

  it('rebuilds a page whose record names a table the world no longer has', () => {
    const record = { inputs: ['gone:\u0001'], fingerprint: 'x' };
    expect(inputsFingerprint(before, 'd1', record.inputs, hash)).toBeUndefined();
  });
});

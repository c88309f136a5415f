// SnapshotStore.read with a field list: the documents hold only those fields (and id), the same
// values JSON.parse gives; lines the scanner leaves alone are parsed whole; bad lines are named.
import { afterEach, describe, expect, it } from 'vitest';
import { isUserError } from '../engine/userError.ts';
import { makeSnapshot, removeDir } from '../tests/helpers/snapshot.ts';
import { SnapshotStore } from './snapshotStore.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await removeDir(dir);
});

const CARD = { name: 'ドラパルトex', type: 'ポケモン (2進化)', count: 2, details: { card_pict: '/a.jpg' } };
const decks = [
  { id: 'aaaaaa-aaaaaa-aaaaa1', name: 'いち', cards: [CARD, { name: 'ネストボール', count: 4 }], note: 'x' },
  { id: 'aaaaaa-aaaaaa-aaaaa2', cards: [CARD], rule_matches: ['ドラパルトex'] },
  { id: 'aaaaaa-aaaaaa-aaaaa3' },
];

async function read(lines: string[] = [], fields = { cards: 'shared' } as const) {
  const dir = await makeSnapshot({ decks }, { decks: lines });
  dirs.push(dir);
  const store = await SnapshotStore.open(dir);
  const docs: Record<string, unknown>[] = [];
  for await (const doc of store.read('decks', { fields })) docs.push(doc);
  return docs;
}

describe('SnapshotStore.read with fields', () => {
  it('hands out only the listed fields, equal to the parsed documents', async () => {
    expect(await read()).toEqual(decks.map(({ id, cards }) => (cards ? { id, cards } : { id })));
  });

  it('parses whole the lines the scanner leaves alone (an escaped key), skips blank lines', async () => {
    const escaped = '{"id":"aaaaaa-aaaaaa-aaaaa4","c\\u0061rds":[{"name":"ピカチュウ","count":1}]}';
    const docs = await read(['', escaped, '']);
    expect(docs.map((doc) => doc.id)).toEqual(decks.map((d) => d.id).concat('aaaaaa-aaaaaa-aaaaa4'));
    expect(docs.at(-1)?.cards).toEqual([{ name: 'ピカチュウ', count: 1 }]);
  });

  it('names the file and line of a line that is not JSON', async () => {
    try {
      await read(['{"id": "x", ']);
      expect.unreachable();
    } catch (error) {
      expect(isUserError(error) && error.code).toBe('SNAPSHOT_INVALID_LINE');
      expect((error as Error).message).toMatch(/decks\.jsonl:4: not valid JSON/);
    }
  });
});

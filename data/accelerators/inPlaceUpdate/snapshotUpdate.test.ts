// Updating a snapshot file in place: a projection scanner reads only some fields and changes are
// spliced into their lines; a typed task in worker threads gives the same bytes as one thread.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldList } from '../../../engine/fieldList.ts';
import type { ClassifyUpdateData } from '../../../engine/rules/classify.ts';
import { validateRule } from '../../../engine/rules/validateRule.ts';
import type { DocUpdate } from '../../../engine/tasks.ts';
import { isUserError } from '../../../engine/userError.ts';
import { fingerprint, makeSnapshot, removeDir } from '../../../tests/helpers/snapshot.ts';
import { withFields } from '../../jsonl.ts';
import { rewriteLines, SnapshotStore } from '../../snapshotStore.ts';
import { ProjectionScanner } from '../byteScanner/jsonProjection.ts';
import { inPlaceUpdate } from '../snapshotAccelerators.ts';
import { updateFile } from './snapshotUpdate.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await removeDir(dir);
});
async function snapshot(...args: Parameters<typeof makeSnapshot>): Promise<string> {
  const dir = await makeSnapshot(...args);
  dirs.push(dir);
  return dir;
}

async function userErrorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isUserError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a UserError');
}

const decks = [
  { id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: 'ピカチュウ', count: 2 }] },
  { id: 'aaaaaa-aaaaaa-aaaaa2', cards: [] },
];

/** Updates a snapshot's decks in this thread, reading only `fields`. */
function update(dir: string, fields: FieldList, change: DocUpdate) {
  return updateFile({
    file: path.join(dir, 'decks.jsonl'),
    total: undefined,
    dryRun: false,
    onProgress: undefined,
    scanner: new ProjectionScanner(fields),
    update: change,
    pool: undefined,
    inFlight: 0,
  });
}

describe('updateFile with a projection scanner', () => {
  const fields: FieldList = { cards: { name: true, count: true }, rule_matches: true };

  it('hands out the projected fields and splices changes into the lines, keeping the rest byte for byte', async () => {
    const dir = await snapshot({});
    const lines = [
      '{"id":"a", "cards":[{"name":"ピカチュウ","count":2,"details":{"hp":60}}],"rule_matches":[] , "z":1.50}',
      '',
      '{"id":"b","c\\u0061rds":[],"rule_matches":["old"]}\r',
      '{"rule_matches":["keep"],"id":"c"}\r',
      '{"id":"d","x":"\\u00e9"}',
    ];
    await writeFile(path.join(dir, 'decks.jsonl'), lines.join('\n'));
    const seen: unknown[] = [];
    const result = await update(dir, fields, (doc) => {
      seen.push(doc);
      return doc.id === 'c' ? undefined : { set: { rule_matches: [doc.id], added: true }, remove: [] };
    });
    expect(result).toEqual({ read: 4, changed: 3, written: true });
    expect(seen).toEqual([
      { id: 'a', cards: [{ name: 'ピカチュウ', count: 2 }], rule_matches: [] },
      // An escaped key is left to JSON.parse: the whole document.
      { id: 'b', cards: [], rule_matches: ['old'] },
      { id: 'c', rule_matches: ['keep'] },
      { id: 'd' },
    ]);
    expect(await readFile(path.join(dir, 'decks.jsonl'), 'utf8')).toBe(
      [
        '{"id":"a", "cards":[{"name":"ピカチュウ","count":2,"details":{"hp":60}}],"rule_matches":["a"] , "z":1.50,"added":true}',
        '',
        '{"id":"b","cards":[],"rule_matches":["b"],"added":true}\r',
        '{"rule_matches":["keep"],"id":"c"}\r',
        '{"id":"d","x":"\\u00e9","rule_matches":["d"],"added":true}',
        '',
      ].join('\n'),
    );
  });

  it('copies the lines before the first change when it comes chunks into the file', async () => {
    const dir = await snapshot({});
    // About 3 MB: the first change is in the third 1 MB chunk.
    const lines = Array.from({ length: 30_000 }, (_, i) =>
      JSON.stringify({ id: `d${i}`, pad: 'x'.repeat(80) }),
    );
    await writeFile(path.join(dir, 'decks.jsonl'), `${lines.join('\n')}\n`);
    const result = await update(dir, fields, (doc) =>
      doc.id === 'd29000' ? { set: { m: 1 }, remove: [] } : undefined,
    );
    expect(result).toEqual({ read: 30_000, changed: 1, written: true });
    lines[29_000] = lines[29_000]!.replace(/}$/, ',"m":1}');
    expect(await readFile(path.join(dir, 'decks.jsonl'), 'utf8')).toBe(`${lines.join('\n')}\n`);
  });

  it('names the file and line of a bad line and leaves the snapshot untouched', async () => {
    const dir = await snapshot({ decks }, { decks: ['{"id":"x","cards":[{"name":"a",}]}'] });
    const before = await fingerprint(dir);
    const error = await userErrorOf(update(dir, fields, () => ({ set: { rule_matches: [] }, remove: [] })));
    expect(error.message).toMatch(/decks\.jsonl:3: not valid JSON/);
    const noId = await snapshot({ decks }, { decks: ['{"cards":[]}'] });
    expect((await userErrorOf(update(noId, fields, () => undefined))).message).toMatch(
      /decks\.jsonl:3: no "id"/,
    );
    expect(await fingerprint(dir)).toEqual(before);
  });
});

describe('inPlaceUpdate(store, threads): a typed task in worker threads', () => {
  const rule = validateRule({
    id: 'seven',
    name: 'seven',
    conditions: [{ pattern: '^x{7}$' }],
  }).rule!;
  const classify = (asOf: string): { kind: 'classify'; data: ClassifyUpdateData } => ({
    kind: 'classify',
    data: { rules: [rule], mode: { kind: 'all' }, asOf },
  });

  /** About 3 MB of decks over several 1 MB chunks, with CRLF, blank lines and no final newline. */
  function bigFile(bad?: number): string {
    const lines = Array.from({ length: 24_000 }, (_, i) =>
      i === bad
        ? '{"id":"bad",}'
        : i % 5000 === 7
          ? ''
          : JSON.stringify({
              id: `d${i}`,
              cards: [{ name: 'x'.repeat(i % 90), count: 1 }],
              pad: 'p'.repeat(80),
              ...(i % 3 === 0 ? { rule_matches: [] } : {}),
            }),
    );
    return lines.map((line, i) => (i % 7 === 0 ? `${line}\r` : line)).join('\n');
  }

  it('writes the same file and counts as the calling thread does', async () => {
    const outputs: string[] = [];
    const results: unknown[] = [];
    for (const threads of [1, 2, 3]) {
      const dir = await snapshot({});
      await writeFile(path.join(dir, 'decks.jsonl'), bigFile());
      const store = await SnapshotStore.open(dir);
      const {
        threads: ran,
        cached,
        ...result
      } = await inPlaceUpdate(store, { threads, minBytes: 0 }).update(
        'decks',
        classify('2026-04-05T00:00:00Z'),
        {},
      );
      expect([ran, cached]).toEqual([threads, false]);
      results.push(result);
      outputs.push(await readFile(path.join(dir, 'decks.jsonl'), 'utf8'));
    }
    expect(results[0]).toEqual({ read: 23_995, changed: expect.any(Number) });
    expect((results[0] as { changed: number }).changed).toBe(266);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
    expect(outputs[0]).toMatch(/"id":"d97",.*"rule_matches":\["seven"\]/);
  });

  it('writes the matches in snake_case and removes the camelCase fields of a rewritten deck', async () => {
    const dir = await snapshot({});
    const lines = [
      { id: 'c1', cards: [{ name: 'xxxxxxx', count: 1 }], ruleMatches: [], ruleMatchesDetail: [], z: 1 },
      { id: 'c2', cards: [{ name: 'y', count: 1 }], ruleMatches: ['seven'], classificationUpdatedAt: 'old' },
      { id: 'c3', cards: [{ name: 'y', count: 1 }], ruleMatches: [] },
    ];
    await writeFile(path.join(dir, 'decks.jsonl'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    const store = await SnapshotStore.open(dir);
    const asOf = '2026-04-05T00:00:00Z';
    expect(await inPlaceUpdate(store, { threads: 1 }).update('decks', classify(asOf), {})).toEqual({
      read: 3,
      changed: 2,
      threads: 1,
      cached: false,
    });
    const docs = (await readFile(path.join(dir, 'decks.jsonl'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const detail = [{ id: 'seven', name: 'seven', priority: 0, variants: [] }];
    // A rewritten deck also gets its summary (classification keeps it true).
    const summaryOf = (name: string) => ({
      cards_total: 1,
      classification_updated_at: asOf,
      counts_by_type: { energy: 0, other: 1, pokemon: 0, trainer: 0 },
      created_at: asOf,
      top_cards: [{ count: 1, name, normalized_name: name, type: null }],
      updated_at: asOf,
    });
    expect(docs).toEqual([
      {
        id: 'c1',
        cards: lines[0]!.cards,
        z: 1,
        rule_matches: ['seven'],
        rule_matches_detail: detail,
        classification_updated_at: asOf,
        summary: summaryOf('xxxxxxx'),
      },
      {
        id: 'c2',
        cards: lines[1]!.cards,
        rule_matches: [],
        rule_matches_detail: [],
        classification_updated_at: asOf,
        summary: summaryOf('y'),
      },
      // Unchanged (it matches nothing, as stored): left as it is.
      lines[2],
    ]);
  });

  it('names the line of a bad document in a later chunk and leaves the snapshot untouched', async () => {
    const dir = await snapshot({});
    await writeFile(path.join(dir, 'decks.jsonl'), bigFile(20_000));
    const before = await fingerprint(dir);
    const store = await SnapshotStore.open(dir);
    const error = await userErrorOf(
      inPlaceUpdate(store, { threads: 2, minBytes: 0 }).update('decks', classify('2026-04-05T00:00:00Z'), {}),
    );
    expect(error.message).toMatch(/decks\.jsonl:20001: not valid JSON/);
    expect(await fingerprint(dir)).toEqual(before);
  });
});

describe('withFields(text, doc, fields)', () => {
  it('appends new fields to the original text, leaving the rest byte for byte', () => {
    const text = '{"id":"a", "n": 1.50}';
    expect(withFields(text, JSON.parse(text), { m: [1] })).toBe('{"id":"a", "n": 1.50,"m":[1]}');
  });

  it('serialises the merged document when a field exists or one is removed', () => {
    const text = '{"id":"a","m":0,"x":1}';
    expect(withFields(text, JSON.parse(text), { m: [1] })).toBe('{"id":"a","m":[1],"x":1}');
    expect(withFields(text, JSON.parse(text), { x: undefined })).toBe('{"id":"a","m":0}');
  });
});

describe('the in-place update against the plain update (data/snapshotStore.ts rewriteLines)', () => {
  const fields: FieldList = { cards: { name: true, count: true }, rule_matches: true };
  const change: DocUpdate = (doc) =>
    doc.id === 'c'
      ? undefined
      : doc.id === 'e'
        ? { set: {}, remove: ['rule_matches'] }
        : { set: { rule_matches: [doc.id], rule_matches_detail: [{ id: doc.id }] }, remove: [] };

  async function both(text: string): Promise<{ plain: string; inPlace: string }> {
    const [plainDir, inPlaceDir] = [await snapshot({}), await snapshot({})];
    for (const dir of [plainDir, inPlaceDir]) await writeFile(path.join(dir, 'decks.jsonl'), text);
    const file = (dir: string) => path.join(dir, 'decks.jsonl');
    const plain = await rewriteLines({
      file: file(plainDir),
      total: undefined,
      dryRun: false,
      onProgress: undefined,
      update: change,
    });
    const inPlace = await update(inPlaceDir, fields, change);
    expect(inPlace).toEqual(plain);
    return {
      plain: await readFile(file(plainDir), 'utf8'),
      inPlace: await readFile(file(inPlaceDir), 'utf8'),
    };
  }

  it('writes the same bytes for lines as tcg export writes them: blank lines, CRLF and a last line without a break kept', async () => {
    const lines = [
      { id: 'a', cards: [{ name: 'ピカチュウ', count: 2 }], rule_matches: [] },
      { id: 'b', cards: [], created_at: '2026-04-01T00:00:00Z' },
      { id: 'c', cards: [], rule_matches: ['keep'] },
      { id: 'e', cards: [], rule_matches: ['gone'], z: 1 },
      { id: 'f', x: 'é', rule_matches: ['old'], rule_matches_detail: [] },
    ].map((doc) => JSON.stringify(doc));
    const text = `${lines[0]}\n\n${lines[1]}\r\n${lines[2]}\r\n   \n${lines[3]}\n${lines[4]}`;
    const { plain, inPlace } = await both(text);
    expect(inPlace).toBe(plain);
    expect(plain.split('\n')).toHaveLength(8);
    expect(plain.endsWith('\n')).toBe(true);
  });

  it('writes the same documents for hand-formatted lines (the plain path serialises a changed one anew)', async () => {
    const text = [
      '{"id":"a", "cards":[{"name":"ピカチュウ","count":2}],"rule_matches":[] , "z":1.50}',
      '{ "id" : "b" , "cards" : [ ] }',
      '{"id":"c","rule_matches":["keep"], "w": 2 }',
    ].join('\n');
    const { plain, inPlace } = await both(text);
    const docs = (out: string) => out.split('\n').map((line) => (line === '' ? '' : JSON.parse(line)));
    expect(docs(inPlace)).toEqual(docs(plain));
    // Unchanged lines stay as they were on both paths.
    expect(plain.split('\n')[2]).toBe('{"id":"c","rule_matches":["keep"], "w": 2 }');
  });
});

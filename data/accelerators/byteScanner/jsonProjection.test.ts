import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldList } from '../../../engine/fieldList.ts';
import { ProjectionScanner } from './jsonProjection.ts';

const CLASSIFY: FieldList = {
  cards: { name: true, normalized_name: true, count: true },
  rule_matches: true,
  rule_matches_detail: true,
  ruleMatches: true,
};

/** What the scanner must return: JSON.parse's document cut down to the projection. */
function project(value: unknown, projection: FieldList | true | 'shared'): unknown {
  if (projection === true || projection === 'shared') return value;
  if (Array.isArray(value)) {
    return value.map((item) =>
      item !== null && typeof item === 'object' && !Array.isArray(item) ? project(item, projection) : item,
    );
  }
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(projection)) {
    if (Object.hasOwn(value, key)) result[key] = project((value as Record<string, unknown>)[key], sub);
  }
  return result;
}

function scan(text: string, projection: FieldList = CLASSIFY) {
  const scanner = new ProjectionScanner(projection);
  // The line sits inside a bigger buffer, as in a chunk of a file.
  const buf = Buffer.from(`{"id":"before"}\n${text}\n{"id":"after"}`);
  const start = Buffer.byteLength('{"id":"before"}\n');
  return { scanner, doc: scanner.scan(buf, start, start + Buffer.byteLength(text)) };
}

/** A small seeded generator (xorshift32), so failures reproduce. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const NAMES = [
  'サーフゴーex',
  'リザードンex [テラスタル]',
  'ボスの指令',
  '基本【超】エネルギー',
  'a"b',
  'a\\b',
  'tab\there',
  '\u2028',
  '😀',
  '',
];
const KEYS = [
  'name',
  'normalized_name',
  'count',
  'type',
  'details',
  'id',
  'rule_matches',
  'x',
  'ruleMatches',
];

function randomValue(r: Random, depth: number): unknown {
  switch (r.int(depth > 2 ? 5 : 7)) {
    case 0:
      return r.pick(NAMES);
    case 1:
      return r.pick([0, 4, -1, 1.5, 1e21, 2.5e-3, 123456789012]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return String(r.int(5));
    case 4:
      return r.pick(['', 'ex', '\u0000\u001f', 'é']);
    case 5:
      return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
    default:
      return randomObject(r, depth + 1);
  }
}

function randomObject(r: Random, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let n = r.int(5); n > 0; n--) object[r.pick(KEYS)] = randomValue(r, depth);
  return object;
}

function randomCard(r: Random): unknown {
  if (r.int(20) === 0) return randomValue(r, 3);
  const card = randomObject(r, 2);
  const name = r.pick(NAMES);
  if (r.int(6) > 0) card.name = name;
  if (r.int(3) > 0) card.normalized_name = name;
  if (r.int(6) > 0) card.count = r.pick([1, 2, 4, '3', 0, 60]);
  // Fields in any order.
  return Object.fromEntries(Object.entries(card).sort(() => r.next() - 0.5));
}

function randomDeck(r: Random): Record<string, unknown> {
  const deck: Record<string, unknown> = { ...randomObject(r, 1), id: `d${r.int(1000)}` };
  if (r.int(8) > 0) deck.cards = Array.from({ length: r.int(6) }, () => randomCard(r));
  if (r.int(2) === 0) deck.rule_matches = r.int(2) === 0 ? [] : ['a', 'b'];
  if (r.int(3) === 0) deck.rule_matches_detail = [{ id: 'a', name: 'A', priority: 1, variants: ['v'] }];
  return Object.fromEntries(Object.entries(deck).sort(() => r.next() - 0.5));
}

/** JSON text of a value with random whitespace between tokens. */
function spaced(r: Random, value: unknown): string {
  const ws = () => r.pick(['', '', '', ' ', '\t', ' \r\n ']);
  if (Array.isArray(value)) return `[${ws()}${value.map((v) => `${ws()}${spaced(r, v)}${ws()}`).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([k, v]) => `${ws()}${JSON.stringify(k)}${ws()}:${ws()}${spaced(r, v)}${ws()}`,
    );
    return `{${members.join(',')}${ws()}}`;
  }
  // Some strings written with escapes JSON.stringify would not use.
  if (typeof value === 'string' && r.int(4) === 0) {
    return `"${[...value].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
  }
  return JSON.stringify(value);
}

describe('ProjectionScanner.scan', () => {
  it('returns the projected fields of a deck, whatever their order, and the id', () => {
    const text =
      '{"cards":[{"details":{"hp":70,"a":[1,{"b":"}"}]},"count":4,"name":"ピカチュウ","type":"Basic"},{"count":"2","normalized_name":"ボスの指令"}],"id":"x","rule_matches":["a"],"other":{"cards":[1]}}';
    expect(scan(text).doc).toEqual({
      cards: [
        { count: 4, name: 'ピカチュウ' },
        { count: '2', normalized_name: 'ボスの指令' },
      ],
      id: 'x',
      rule_matches: ['a'],
    });
  });

  it('agrees with JSON.parse on every deck of data/sample', () => {
    const file = path.join(import.meta.dirname, '../../sample/decks.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(100);
    const scanner = new ProjectionScanner(CLASSIFY);
    for (const line of lines) {
      const buf = Buffer.from(line);
      expect(scanner.scan(buf, 0, buf.length)).toEqual(project(JSON.parse(line), { ...CLASSIFY, id: true }));
    }
  });

  it("reads a 'shared' array whole, parsing each distinct item once and sharing it frozen", () => {
    const projection: FieldList = { cards: 'shared', created_at: true };
    const r = random(99);
    const scanner = new ProjectionScanner(projection);
    let scanned = 0;
    for (let n = 0; n < 2000; n++) {
      const deck = randomDeck(r);
      const text = r.int(2) === 0 ? JSON.stringify(deck) : spaced(r, deck);
      const buf = Buffer.from(text);
      const doc = scanner.scan(buf, 0, buf.length);
      if (doc === undefined) {
        expect(text).toMatch(/"[^"]*\\u[^"]*"\s*:/);
        continue;
      }
      scanned++;
      expect(doc, text).toEqual(project(JSON.parse(text), { ...projection, id: true }));
      if (!Array.isArray(doc.cards)) continue;
      for (const card of doc.cards) {
        if (card === null || typeof card !== 'object') continue;
        expect(Object.isFrozen(card)).toBe(true);
      }
    }
    expect(scanned).toBeGreaterThan(1500);
    const line = '{"id":"a","cards":[{"name":"x","count":2},{"name":"x","count":2}]}';
    const buf = Buffer.from(line);
    const first = scanner.scan(buf, 0, buf.length)!.cards as unknown[];
    const again = scanner.scan(buf, 0, buf.length)!.cards as unknown[];
    // The same item text is the same object, within a document and across documents.
    expect(first[0]).toBe(first[1]);
    expect(again[0]).toBe(first[0]);
  });

  it('returns undefined for every line JSON.parse rejects (so the caller reports it)', () => {
    const r = random(7);
    const broken = [
      '',
      '{',
      '{"id":"a"',
      '{"id":"a",}',
      '{"id":"a" "b":1}',
      '{"id":"a","n":01}',
      '{"id":"a","n":1.}',
      '{"id":"a","n":-}',
      '{"id":"a","s":"\t"}',
      '{"id":"a","s":"\\x"}',
      '{"id":"a","s":"\\u12"}',
      '{"id":"a","cards":[1,]}',
      '{"id":"a","cards":[{"name":"x",}]}',
      '{"id":"a","t":tru}',
      '{"id":"a"}}',
      '{"id":"a"} x',
      '{"id":"a",\u0000"b":1}',
    ];
    const shared: FieldList = { cards: 'shared', rule_matches: 'shared' };
    for (const text of broken) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(scan(text).doc, text).toBeUndefined();
      expect(scan(text, shared).doc, text).toBeUndefined();
    }
    // Valid JSON that is not an object is left to the caller too.
    expect(scan('[{"id":"a"}]').doc).toBeUndefined();
    // Random cuts and byte flips of valid decks: whenever JSON.parse throws, the scanner gives up.
    for (let n = 0; n < 2000; n++) {
      const text = JSON.stringify(randomDeck(r));
      const at = r.int(text.length);
      const mutated =
        r.int(2) === 0
          ? text.slice(0, at)
          : `${text.slice(0, at)}${r.pick(['"', ',', '}', ']', '\\', '\n', ':', 'x'])}${text.slice(at + 1)}`;
      let valid = true;
      try {
        JSON.parse(mutated);
      } catch {
        valid = false;
      }
      if (!valid) {
        expect(scan(mutated).doc, mutated).toBeUndefined();
        expect(scan(mutated, shared).doc, mutated).toBeUndefined();
      }
    }
  });

  it('leaves a line with an escaped key to JSON.parse', () => {
    expect(scan('{"id":"a","c\\u0061rds":[]}').doc).toBeUndefined();
  });
});

describe('ProjectionScanner.withFields', () => {
  function edit(text: string, fields: Record<string, unknown>) {
    const { scanner, doc } = scan(text);
    expect(doc).toBeDefined();
    return scanner.withFields(fields)?.toString();
  }

  it('replaces existing values and appends missing fields, leaving the rest byte for byte', () => {
    const text = '{"id":"a", "rule_matches": [ ], "n": 1.50 }';
    expect(edit(text, { rule_matches: ['x'], classification_updated_at: 'T' })).toBe(
      '{"id":"a", "rule_matches": ["x"], "n": 1.50,"classification_updated_at":"T" }',
    );
  });

  it('removes fields set to undefined, first, middle or last', () => {
    const text = '{"ruleMatches":[1],"id":"a","x":{"y":2},"ruleMatchesDetail":[]}';
    expect(edit(text, { ruleMatches: undefined })).toBe('{"id":"a","x":{"y":2},"ruleMatchesDetail":[]}');
    expect(edit(text, { x: undefined })).toBe('{"ruleMatches":[1],"id":"a","ruleMatchesDetail":[]}');
    expect(edit(text, { ruleMatchesDetail: undefined, z: 1 })).toBe(
      '{"ruleMatches":[1],"id":"a","x":{"y":2},"z":1}',
    );
    expect(edit(text, { missing: undefined })).toBe(text);
  });

  it('gives up (undefined) when a field occurs twice', () => {
    expect(edit('{"id":"a","rule_matches":[],"rule_matches":[1]}', { rule_matches: ['x'] })).toBeUndefined();
  });

  it('gives the merged document of JSON.parse for random decks and edits', () => {
    const r = random(99);
    const scanner = new ProjectionScanner(CLASSIFY);
    for (let n = 0; n < 2000; n++) {
      const text = r.int(2) === 0 ? JSON.stringify(randomDeck(r)) : spaced(r, randomDeck(r));
      const buf = Buffer.from(text);
      if (scanner.scan(buf, 0, buf.length) === undefined) continue;
      const fields: Record<string, unknown> = {};
      for (const key of [
        'rule_matches',
        'rule_matches_detail',
        'classification_updated_at',
        'ruleMatches',
        'x',
      ]) {
        const roll = r.int(3);
        if (roll === 1) fields[key] = randomValue(r, 1);
        if (roll === 2) fields[key] = undefined;
      }
      const line = scanner.withFields(fields)?.toString();
      if (line === undefined) continue;
      const expected: Record<string, unknown> = { ...JSON.parse(text), ...fields };
      for (const key of Object.keys(expected)) if (expected[key] === undefined) delete expected[key];
      expect(JSON.parse(line), `${text} ${JSON.stringify(fields)}`).toEqual(expected);
    }
  });
});

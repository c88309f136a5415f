// Differential property tests (fast-check): the projection scanner against JSON.parse. For any
// document the generators build (any field order, nesting, strings with escapes and astral or
// lone-surrogate characters, numbers of every form, random whitespace), scanning for a field list
// gives JSON.parse's document cut down to that list, and splicing fields into the line gives
// JSON.parse's document with those fields set. Failures shrink to one small line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldList } from '../../../engine/fieldList.ts';
import { ProjectionScanner } from './jsonProjection.ts';

const LISTS: FieldList[] = [
  { cards: { name: true, normalized_name: true, count: true }, rule_matches: true, ruleMatches: true },
  { cards: 'shared', rule_matches: 'shared', created_at: true, name: true },
  { x: { y: { z: true } }, cards: { count: true } },
];
const KEYS = [
  'id',
  'cards',
  'name',
  'normalized_name',
  'count',
  'rule_matches',
  'ruleMatches',
  'created_at',
  'x',
  'y',
  'z',
  'é',
  '',
];

/** JSON.parse's value cut down to a field list (a nested list applies to each object of an array). */
function project(value: unknown, list: FieldList | true | 'shared'): unknown {
  if (list === true || list === 'shared') return value;
  if (Array.isArray(value)) {
    return value.map((item) =>
      item !== null && typeof item === 'object' && !Array.isArray(item) ? project(item, list) : item,
    );
  }
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(list)) {
    if (Object.hasOwn(value, key)) result[key] = project((value as Record<string, unknown>)[key], sub);
  }
  return result;
}

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('サーフゴーex', 'a"b', 'a\\b', '\u2028', '😀', '\u0000\u001f', '\ud800'),
);
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, 2.5e-7, 123456789012345),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.constantFrom(true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4 }),
  ),
}));
const card = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 5 });
const doc = fc
  .record({
    id: text,
    rest: fc.dictionary(fc.constantFrom(...KEYS.filter((key) => key !== 'id')), value, { maxKeys: 6 }),
    cards: fc.option(fc.array(fc.oneof(card, value), { maxLength: 5 }), { nil: undefined }),
    first: fc.boolean(),
  })
  .map(({ id, rest, cards, first }) => {
    const fields = { ...rest, ...(cards === undefined ? {} : { cards }) };
    return first ? { id, ...fields } : { ...fields, id };
  });

/** JSON text of a value with whitespace between tokens and some strings in \u escapes. */
const spaced = (value: unknown, pick: (options: string[]) => string): string => {
  const ws = () => pick(['', '', ' ', '\t', ' \r\n ']);
  if (Array.isArray(value))
    return `[${ws()}${value.map((v) => `${ws()}${spaced(v, pick)}${ws()}`).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([k, v]) => `${ws()}${JSON.stringify(k)}${ws()}:${ws()}${spaced(v, pick)}`,
    );
    return `{${members.join(',')}${ws()}}`;
  }
  if (typeof value === 'string' && pick(['plain', 'plain', 'escaped']) === 'escaped') {
    return `"${[...value].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
  }
  return JSON.stringify(value);
};
const line = fc.tuple(doc, fc.infiniteStream(fc.nat())).map(([d, stream]) => {
  const it = stream[Symbol.iterator]();
  return spaced(d, (options) => options[it.next().value! % options.length]!);
});

function scanLine(scanner: ProjectionScanner, lineText: string) {
  // The line sits inside a bigger buffer, as in a chunk of a file.
  const buf = Buffer.from(`{"id":"before"}\n${lineText}\n{"id":"after"}`);
  const start = Buffer.byteLength('{"id":"before"}\n');
  return scanner.scan(buf, start, start + Buffer.byteLength(lineText));
}

describe('ProjectionScanner against JSON.parse (fast-check)', () => {
  it('scans every generated line to JSON.parse cut down to the field list', () => {
    const scanners = LISTS.map((list) => ({ list, scanner: new ProjectionScanner(list) }));
    fc.assert(
      fc.property(line, (lineText) => {
        const parsed = JSON.parse(lineText) as Record<string, unknown>;
        for (const { list, scanner } of scanners) {
          const scanned = scanLine(scanner, lineText);
          // The scanner reads every plain object line (keys here carry no escapes).
          expect(scanned).toBeDefined();
          expect(scanned).toEqual(project(parsed, { ...list, id: true }));
        }
      }),
      { numRuns: 1500, seed: 20260405 },
    );
  });

  it('finds long shared items met on earlier lines only where their bytes are the same', () => {
    // Card entries alike in their first bytes (the same card at other counts, texts that differ
    // at their end or only in escapes, one string the start of another), long enough to be found
    // by their prefix, each written with random whitespace, on lines one scanner reads in turn.
    const name = 'リザードンex [テラスタル]';
    const long = 'ふ'.repeat(20);
    const item = fc.oneof(
      fc.record({
        name: fc.constant(name),
        normalized_name: fc.constant(name),
        count: fc.integer({ min: 1, max: 4 }),
        details: fc.constantFrom(
          { hp: 330, text: `${long}。` },
          { hp: 330, text: `${long}、` },
          { hp: 330, text: `${long}"` },
          { hp: 330 },
        ),
      }),
      fc.constantFrom(`${long}`, `${long}${long}`, `${long}"${long}`, [long, 1], [long, [long]]),
    );
    const lineOf = fc
      .tuple(fc.array(item, { maxLength: 6 }), fc.infiniteStream(fc.nat()))
      .map(([cards, stream]) => {
        const it = stream[Symbol.iterator]();
        return spaced({ id: 'x', cards }, (options) => options[it.next().value! % options.length]!);
      });
    const scanner = new ProjectionScanner(LISTS[1]!);
    fc.assert(
      fc.property(fc.array(lineOf, { minLength: 1, maxLength: 8 }), (lines) => {
        for (const lineText of lines) {
          expect(scanLine(scanner, lineText)).toEqual(
            project(JSON.parse(lineText), { ...LISTS[1]!, id: true }),
          );
        }
      }),
      { numRuns: 500, seed: 20261130 },
    );
  });

  it('splices fields into a line exactly as JSON.parse, spread and JSON.stringify would', () => {
    const edit = fc.dictionary(
      fc.constantFrom('rule_matches', 'ruleMatches', 'classification_updated_at', 'x', 'id2'),
      fc.option(value, { nil: undefined }),
      { maxKeys: 3 },
    );
    const scanner = new ProjectionScanner(LISTS[0]!);
    fc.assert(
      fc.property(line, edit, (lineText, fields) => {
        scanLine(scanner, lineText);
        const spliced = scanner.withFields(fields);
        // Undefined (a duplicated key) leaves it to the caller; the generators make none.
        expect(spliced).toBeDefined();
        const expected = JSON.parse(JSON.stringify({ ...JSON.parse(lineText), ...fields }));
        expect(JSON.parse(spliced!.toString('utf8'))).toEqual(expected);
      }),
      { numRuns: 1000, seed: 7 },
    );
  });
});

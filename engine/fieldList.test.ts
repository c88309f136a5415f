// Each field list against its reader: every field a reader touches on real decks (data/sample,
// in snake_case and in camelCase) must be in the list a store scans for it. A reader that starts
// reading a new field fails here until its list names the field too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Aggregator } from './aggregate/aggregator.ts';
import { DECK_VIEW_FIELDS } from './aggregate/deckView.ts';
import type { FieldList } from './fieldList.ts';
import { CLASSIFY_FIELDS, ClassificationRun, deckUpdate, type StoredDeck } from './rules/classify.ts';
import { RuleMatcher } from './rules/matcher.ts';
import { validateRules } from './rules/validateRule.ts';

const sample = path.join(import.meta.dirname, '../data/sample');
const jsonl = (name: string) =>
  readFileSync(path.join(sample, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredDeck);

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** The deck with its top-level snake_case fields renamed to camelCase (as some documents are). */
function camelDeck(doc: StoredDeck): StoredDeck {
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [camel(key), value])) as StoredDeck;
}

/**
 * `value` behind proxies that record each field read (`cards[].name`), including `in` checks;
 * array indices, `length` and iteration are not fields.
 */
function recording<T>(value: T, at: string, reads: Set<string>): T {
  if (typeof value !== 'object' || value === null) return value;
  const isArray = Array.isArray(value);
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const inner = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return inner;
      if (isArray) {
        if (!/^\d+$/.test(key)) return typeof inner === 'function' ? inner.bind(receiver) : inner;
        return recording(inner, `${at}[]`, reads);
      }
      const field = at === '' ? key : `${at}.${key}`;
      reads.add(field);
      return recording(inner, field, reads);
    },
    has(target, key) {
      if (typeof key === 'string' && !isArray) reads.add(at === '' ? key : `${at}.${key}`);
      return Reflect.has(target, key);
    },
  }) as T;
}

/** The fields read that the list lacks (a field read under a field taken whole is covered). */
function readsOutside(list: FieldList, reads: Iterable<string>): string[] {
  const outside: string[] = [];
  for (const read of reads) {
    if (read === 'id') continue;
    let level: FieldList | true | 'shared' = list;
    for (const name of read.replace(/\[\]/g, '').split('.')) {
      if (level === true || level === 'shared') break;
      const next: FieldList | true | 'shared' | undefined = level[name];
      if (next === undefined) {
        outside.push(read);
        break;
      }
      level = next;
    }
  }
  return outside;
}

const decks = jsonl('decks');
const every = [...decks, ...decks.map(camelDeck)];
const { rules } = validateRules(jsonl('deck_rules').filter((rule) => !rule.parent_rule_id));

function readsOf(read: (doc: StoredDeck) => void): Set<string> {
  const reads = new Set<string>();
  for (const doc of every) read(recording(doc, '', reads));
  return reads;
}

describe('field lists against their readers', () => {
  it('the checker itself flags a field outside the list, and none inside it', () => {
    const list: FieldList = { cards: { name: true }, rule_matches: true };
    expect(readsOutside(list, ['cards.name', 'rule_matches.x', 'id'])).toEqual([]);
    expect(readsOutside(list, ['cards.count', 'name'])).toEqual(['cards.count', 'name']);
    const reads = readsOf((doc) => (doc.cards as { type?: string }[])[0]?.type);
    expect(reads).toEqual(new Set(['cards', 'cards[].type']));
  });

  it('CLASSIFY_FIELDS covers what classification reads of a deck (every mode)', () => {
    expect(decks.length).toBeGreaterThan(100);
    expect(rules.length).toBeGreaterThan(3);
    const asOf = '2026-04-05T00:00:00Z';
    const runs = [
      new ClassificationRun(new RuleMatcher(rules), { kind: 'all' }, asOf),
      new ClassificationRun(new RuleMatcher(rules), { kind: 'single', ruleId: rules[0]!.id }, asOf),
    ];
    const reads = readsOf((doc) => {
      for (const run of runs) deckUpdate(run, doc);
    });
    expect(reads.has('cards[].name')).toBe(true);
    expect(reads.has('ruleMatches')).toBe(true);
    expect(readsOutside(CLASSIFY_FIELDS, reads)).toEqual([]);
  });

  it('DECK_VIEW_FIELDS covers what the aggregator reads of a deck', () => {
    const aggregator = new Aggregator({
      rules,
      cards: jsonl('cards'),
      events: jsonl('events'),
      asOf: '2026-04-20T00:00:00+09:00',
      minGames: 10,
    });
    const reads = readsOf((doc) => aggregator.addDeck(doc));
    expect(reads.has('created_at')).toBe(true);
    expect(reads.has('createdAt')).toBe(true);
    expect(readsOutside(DECK_VIEW_FIELDS, reads)).toEqual([]);
  });
});

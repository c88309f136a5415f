import { describe, expect, it } from 'vitest';
import type { Rule } from '../schemas.ts';
import { UserError } from '../userError.ts';
import { ClassificationRun, classifyDeck } from './classify.ts';
import { type CardCount, RuleMatcher } from './matcher.ts';
import { validateRule } from './validateRule.ts';

function rule(raw: Record<string, unknown>): Rule {
  const { rule, issues } = validateRule({ name: raw.id, ...raw });
  if (!rule) throw new Error(JSON.stringify(issues));
  return rule;
}

const charizard = rule({
  id: 'リザードンex',
  priority: 1,
  conditions: [{ pattern: 'リザードンex', min: 2 }],
  variants: [{ id: 'ピジョット型', name: 'ピジョット型', conditions: [{ pattern: 'ピジョットex' }] }],
});
const gholdengo = rule({
  id: 'サーフゴーex',
  priority: 2,
  conditions: [{ pattern: 'サーフゴーex', min: 3 }],
});
const iono = rule({ id: 'ナンジャモ', priority: 5, conditions: [{ pattern: 'ナンジャモ', min: 4 }] });
const disabled = rule({ id: '無効', enabled: false, conditions: [{ pattern: 'ナンジャモ' }] });
const matcher = new RuleMatcher([iono, gholdengo, charizard, disabled]);
const AS_OF = '2026-04-05T10:00:00+09:00';

const cards: CardCount[] = [
  { name: 'リザードンex', count: 3 },
  { name: 'ピジョットex', count: 2 },
  { name: 'ナンジャモ', count: 4 },
];

const charizardDetail = { id: 'リザードンex', name: 'リザードンex', priority: 1, variants: ['ピジョット型'] };
const ionoDetail = { id: 'ナンジャモ', name: 'ナンジャモ', priority: 5, variants: [] };

describe('classifyDeck(deck, matcher, {kind: "all"}, asOf)', () => {
  it('fills both stored forms of the matches, by priority then id, with the time', () => {
    expect(
      classifyDeck({ cards, rule_matches: [], rule_matches_detail: [] }, matcher, { kind: 'all' }, AS_OF),
    ).toEqual({
      rule_matches: ['リザードンex', 'ナンジャモ'],
      rule_matches_detail: [charizardDetail, ionoDetail],
      classification_updated_at: AS_OF,
    });
  });

  it('returns undefined for a deck whose matches are unchanged', () => {
    const deck = {
      cards,
      rule_matches: ['リザードンex', 'ナンジャモ'],
      rule_matches_detail: [charizardDetail, ionoDetail],
    };
    expect(classifyDeck(deck, matcher, { kind: 'all' }, AS_OF)).toBeUndefined();
    expect(classifyDeck({ cards: [] }, matcher, { kind: 'all' }, AS_OF)).toBeUndefined();
  });

  it('updates when only a detail changed: a name, a priority, the variants, or the order', () => {
    const base = { cards, rule_matches: ['リザードンex', 'ナンジャモ'] };
    const details = [
      [{ ...charizardDetail, name: '旧名' }, ionoDetail],
      [{ ...charizardDetail, priority: 9 }, ionoDetail],
      [{ ...charizardDetail, variants: [] }, ionoDetail],
      [{ id: 'リザードンex', name: 'リザードンex', priority: 1 }, ionoDetail],
      [ionoDetail, charizardDetail],
    ];
    for (const detail of details) {
      expect(
        classifyDeck({ ...base, rule_matches_detail: detail }, matcher, { kind: 'all' }, AS_OF),
      ).toBeDefined();
    }
  });

  it('reads stored garbage (a non-list, a null card) as empty instead of failing', () => {
    const deck = {
      cards: [null, ...cards],
      rule_matches: 'リザードンex',
      rule_matches_detail: null,
    } as never;
    expect(classifyDeck(deck, matcher, { kind: 'all' }, AS_OF)?.rule_matches).toEqual([
      'リザードンex',
      'ナンジャモ',
    ]);
    const noCards = { cards: undefined, rule_matches: null } as never;
    expect(classifyDeck(noCards, matcher, { kind: 'all' }, AS_OF)).toBeUndefined();
  });

  it('drops matches of rules that no longer match or no longer exist', () => {
    const deck = {
      cards: [{ name: 'ナンジャモ', count: 1 }],
      rule_matches: ['消えたルール'],
      rule_matches_detail: [],
    };
    expect(classifyDeck(deck, matcher, { kind: 'all' }, AS_OF)?.rule_matches).toEqual([]);
  });
});

describe('classifyDeck(deck, matcher, {kind: "single"}, asOf)', () => {
  const single = (ruleId: string) => ({ kind: 'single', ruleId }) as const;

  it('adds the rule in priority order and keeps the others as they were', () => {
    const stored = { id: 'ナンジャモ', name: '旧ナンジャモ', priority: 5, variants: ['x'] };
    const other = { id: '古いルール', name: '古いルール', priority: 0, variants: [] };
    const deck = { cards, rule_matches: ['古いルール', 'ナンジャモ'], rule_matches_detail: [other, stored] };
    expect(classifyDeck(deck, matcher, single('リザードンex'), AS_OF)).toEqual({
      rule_matches: ['古いルール', 'リザードンex', 'ナンジャモ'],
      rule_matches_detail: [other, charizardDetail, stored],
      classification_updated_at: AS_OF,
    });
  });

  it('removes the rule when it no longer matches, leaving the others', () => {
    const deck = {
      cards: [{ name: 'ナンジャモ', count: 4 }],
      rule_matches: ['リザードンex', 'ナンジャモ'],
      rule_matches_detail: [charizardDetail, ionoDetail],
    };
    expect(classifyDeck(deck, matcher, single('リザードンex'), AS_OF)).toEqual({
      rule_matches: ['ナンジャモ'],
      rule_matches_detail: [ionoDetail],
      classification_updated_at: AS_OF,
    });
  });

  it('leaves a deck alone when that rule still matches the same way, even if others would change', () => {
    const deck = { cards, rule_matches: ['リザードンex'], rule_matches_detail: [charizardDetail] };
    expect(classifyDeck(deck, matcher, single('リザードンex'), AS_OF)).toBeUndefined();
    expect(
      classifyDeck({ cards: [], rule_matches: ['ナンジャモ'] }, matcher, single('サーフゴーex'), AS_OF),
    ).toBeUndefined();
  });

  it('fills a kept match that has no stored detail from its rule', () => {
    const deck = {
      cards: [{ name: 'サーフゴーex', count: 4 }],
      rule_matches: ['ナンジャモ'],
      rule_matches_detail: [],
    };
    expect(classifyDeck(deck, matcher, single('サーフゴーex'), AS_OF)?.rule_matches_detail).toEqual([
      { id: 'サーフゴーex', name: 'サーフゴーex', priority: 2, variants: [] },
      { id: 'ナンジャモ', name: 'ナンジャモ', priority: 5, variants: [] },
    ]);
  });
});

describe('ClassificationRun', () => {
  it('counts processed and updated decks and reports the rules used and the mode', () => {
    const run = new ClassificationRun(matcher, { kind: 'all' }, AS_OF);
    run.classify({ cards, rule_matches: [], rule_matches_detail: [] });
    run.classify({ cards: [] });
    run.classify({
      cards,
      rule_matches: ['リザードンex', 'ナンジャモ'],
      rule_matches_detail: [charizardDetail, ionoDetail],
    });
    expect(run.summary()).toEqual({ processed: 3, updated: 1, rules: 3, mode: 'all' });
  });

  it('single mode uses one rule', () => {
    const run = new ClassificationRun(matcher, { kind: 'single', ruleId: 'サーフゴーex' }, AS_OF);
    expect(run.classify({ cards: [{ name: 'サーフゴーex', count: 3 }] })?.rule_matches).toEqual([
      'サーフゴーex',
    ]);
    expect(run.summary()).toEqual({ processed: 1, updated: 1, rules: 1, mode: 'single' });
  });

  it('single mode with an unknown or disabled rule is a user error', () => {
    for (const ruleId of ['存在しない', '無効']) {
      expect(() => new ClassificationRun(matcher, { kind: 'single', ruleId }, AS_OF)).toThrow(UserError);
      try {
        new ClassificationRun(matcher, { kind: 'single', ruleId }, AS_OF);
      } catch (error) {
        expect((error as UserError).code).toBe('RULE_NOT_FOUND');
        expect((error as UserError).message).toContain(ruleId);
      }
    }
  });
});

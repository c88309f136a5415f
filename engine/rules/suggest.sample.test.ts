// The radar on the real sample snapshot (data/sample): its first proposal names a Pokémon, every
// proposal keys on the archetype's Pokémon rather than a support card, and the group the disabled
// rule ヒビキのバクフーン describes is offered that rule back instead of a duplicate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evolutionStageOf } from '../cardKinds.ts';
import { isPokemonType } from './suggest/deckCards.ts';
import { type SuggestDeck, suggestRules } from './suggest.ts';
import { validateRules } from './validateRule.ts';

const SAMPLE = path.join(import.meta.dirname, '../../data/sample');

function lines(file: string): Record<string, unknown>[] {
  return readFileSync(path.join(SAMPLE, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const decks = lines('decks.jsonl') as unknown as SuggestDeck[];
const { rules } = validateRules(lines('deck_rules.jsonl'));
const cards = lines('cards.jsonl');
const stages = new Map(cards.map((card) => [String(card.name), evolutionStageOf(card.stage as string)]));
const pokemon = new Set(cards.filter((card) => isPokemonType(card.type)).map((card) => String(card.name)));
/** The card name of a proposed condition's `^name$` pattern. */
const nameOf = (pattern: string) => pattern.replace(/^\^|\$$/gu, '');

describe('suggestRules(sample decks, sample rules)', () => {
  const result = suggestRules(decks, rules, { stages });

  it('finds the sample’s unclassified archetypes', () => {
    expect(result.groups.length).toBeGreaterThanOrEqual(3);
  });

  it('keys every proposal first on a Pokémon, and names it after Pokémon', () => {
    for (const group of result.groups) {
      const first = group.rule.conditions[0]!;
      expect(pokemon.has(nameOf(first.pattern)), first.pattern).toBe(true);
      for (const name of group.rule.name.split(' ')) expect(pokemon.has(name), group.rule.name).toBe(true);
    }
    expect(result.groups.flatMap((g) => g.rule.conditions.map((c) => c.pattern))).not.toContain(
      '^でんきだま$',
    );
  });

  it('prefers the ex and the top of an evolution line', () => {
    const patterns = result.groups.map((g) => g.rule.conditions[0]!.pattern);
    expect(patterns).toContain('^ピカチュウex$');
    expect(patterns).toContain('^フーディン$');
    expect(patterns).toContain('^ヒビキのバクフーン$');
  });

  it('lists the Pokémon of a group before its support cards', () => {
    for (const group of result.groups) {
      const kinds = group.signature.map((card) => (pokemon.has(card.name) ? 0 : 1));
      expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    }
  });

  it('offers the disabled rule that describes a group, and only there', () => {
    const typhlosion = result.groups.find((g) => g.signature.some((c) => c.name === 'ヒビキのバクフーン'));
    expect(typhlosion?.disabledRule).toEqual({
      ruleId: 'ヒビキのバクフーン',
      name: 'ヒビキのバクフーン',
      matches: typhlosion?.size,
    });
    expect(result.groups.filter((g) => g !== typhlosion).map((g) => g.disabledRule)).toEqual(
      result.groups.filter((g) => g !== typhlosion).map(() => null),
    );
  });
});

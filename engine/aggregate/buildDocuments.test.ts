import { describe, expect, it } from 'vitest';
import type { RuleShareCounters } from '../documents.ts';
import { type EmittedDocument, emitInto } from './buildDocuments.ts';

const counters: RuleShareCounters = {
  total_matched_decks: 1,
  total_unique_decks: 2,
  rule_totals: { A: 1 },
  updated_at: '2026-04-20T00:00:00+09:00',
};

describe('emitInto(docs): emit(kind, ids, data)', () => {
  it('names each document by its kind and ids, through the registry', () => {
    const docs: EmittedDocument[] = [];
    const emit = emitInto(docs);
    emit('ruleShareCounters', [], counters);
    emit('cardStats', [{ ruleId: 'ルール', variantId: 'v 1' }, 'ピカチュウ'], {
      normalized_name: 'ピカチュウ',
      name: 'ピカチュウ',
      card_type: 'pokemon',
      total_decks: 1,
      included_decks: 1,
      adoption_rate: 1,
      total_copies: 2,
      avg_copies_including: 2,
      avg_copies_overall: 2,
    });
    expect(docs.map((doc) => [doc.kind, doc.path])).toEqual([
      ['ruleShareCounters', 'system_meta/rule_share_counters'],
      ['cardStats', 'deck_rules/ルール__v 1/card_stats/ピカチュウ'],
    ]);
  });

  it('does not compile a kind with ids that name another kind of document', () => {
    // Never called: these lines are here for the type checker (`npx tsc --noEmit`), which fails
    // when a `@ts-expect-error` line has no error, i.e. when a mismatched pair would compile.
    const mismatched = (emit: ReturnType<typeof emitInto>) => {
      // @ts-expect-error a deck-type page is named by its rule id
      emit('deckType', [], {} as never);
      // @ts-expect-error a fixed document takes no ids
      emit('ruleShareCounters', ['extra'], counters);
      // @ts-expect-error a sub-rule page needs the rule id and the sub-rule id
      emit('variant', ['rule only'], {} as never);
      // @ts-expect-error the data must be the kind's document
      emit('ruleShareCounters', [], { rows: [] });
    };
    expect(typeof mismatched).toBe('function');
  });
});

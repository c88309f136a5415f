// runDeckClassification and evaluateDeckRulesPreview: the `tcg classify` pipeline on Firestore,
// and the engine's preview of one deck, read from Firestore or else from the official site.
import { HttpsError } from 'firebase-functions/v2/https';
import { runClassify } from '../../../cli/pipelines/classify.ts';
import { isRuleDocument } from '../../../cli/pipelines/loadRules.ts';
import { fetchOfficialDeck } from '../../../data/official/fetchDeck.ts';
import { isOfficialSiteError } from '../../../data/official/officialError.ts';
import { officialOrigins } from '../../../data/official/origins.ts';
import { judgePatterns } from '../../../data/regexSafety.ts';
import { CALLABLE_MESSAGES } from '../../../engine/admin/callables.ts';
import { patternsToJudge } from '../../../engine/rules/checkRule.ts';
import type { CardCount } from '../../../engine/rules/matchTypes.ts';
import { evaluateDeckRulesPreview as previewOf } from '../../../engine/rules/preview.ts';
import type { Handler } from '../callable.ts';
import { readDoc } from '../reads/readDoc.ts';
import { ingestStore, officialClient } from './ingest.ts';

export const runDeckClassification: Handler<'runDeckClassification'> = async ({ ruleId }, context) => {
  // Invalid rules are skipped (and logged by the preview), as the admin screen cannot fix them here.
  const result = await runClassify(
    { ruleId, dryRun: false, skipInvalid: true, asOf: context.now().toISOString() },
    { store: context.store },
  );
  return { processed: result.processed, updated: result.updated, rules: result.rules, mode: result.mode };
};

export const evaluateDeckRulesPreview: Handler<'evaluateDeckRulesPreview'> = async ({ deckId }, context) => {
  const stored = await readDoc(context.db, `decks/${deckId}`);
  let deck = stored;
  let source: 'firestore' | 'official' = 'firestore';
  if (!deck) {
    // A deck we do not hold yet is read from the official deck site (nothing is stored).
    try {
      deck = await fetchOfficialDeck(deckId, {
        client: officialClient(),
        deckOrigin: officialOrigins().deck,
        now: context.now().toISOString(),
        cards: ingestStore(context).cards,
      });
      source = 'official';
    } catch (error) {
      if (isOfficialSiteError(error) && error.failure === 'not_found')
        throw new HttpsError('not-found', CALLABLE_MESSAGES.deckNotFound);
      throw error;
    }
  }
  const rules = (await context.db.collection('deck_rules').get()).docs
    .map((snapshot) => ({ id: snapshot.id, ...snapshot.data() }))
    .filter(isRuleDocument);
  const cards = (Array.isArray(deck.cards) ? deck.cards : []) as CardCount[];
  // The one rule check: a pattern that could backtrack without bound never meets a card.
  const verdicts = await judgePatterns(patternsToJudge(rules));
  const result = previewOf({ id: deckId, cards }, rules, source, verdicts);
  return { ...result, source };
};

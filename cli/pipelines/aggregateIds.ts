// The ids `tcg aggregate` names documents after, checked before they are written: rules are
// validated already (engine/rules/ruleIds.ts); events, decks and the rule ids found only in decks'
// matches are checked here, so bad input stops with one line (exit 1), never at a sink (exit 70).
import type { EmittedDocument } from '../../engine/aggregate/buildDocuments.ts';
import { filePathOf, pathProblem } from '../../engine/docPaths.ts';
import { deckIdError, ID_PROBLEM_TEXT, idProblem } from '../../engine/ids.ts';
import { RuleIdClaims } from '../../engine/rules/ruleIds.ts';
import type { Rule } from '../../engine/schemas.ts';
import { internalError, userError } from '../../engine/userError.ts';

export class AggregateIds {
  private readonly claims = new RuleIdClaims();
  private readonly ruleIds = new Set<string>();
  private readonly matchOnly = new Set<string>();

  constructor(rules: readonly Rule[]) {
    for (const rule of rules) {
      this.claims.add(rule);
      this.ruleIds.add(rule.id);
    }
  }

  /** Events name `public_events/<id>`. */
  checkEvents(events: readonly { id: string }[], where: string): void {
    for (const { id } of events) {
      const problem = idProblem(id);
      if (problem)
        throw userError(
          'ID_UNSTORABLE',
          `${where}: event id ${JSON.stringify(id)} cannot name a document (${ID_PROBLEM_TEXT[problem]}); fix or remove that event`,
        );
    }
  }

  /** A deck page names `public_deck_details/<id>` (and a fetching notice `deck_jobs/<id>`). */
  checkDeckId(id: string, where: string): void {
    const error = deckIdError(id, where);
    if (error) throw error;
  }

  /** A deck's page id and the rule ids of its matches (the pre-check of a sink that is not atomic). */
  checkDeck(deck: { id: string; rule_matches?: unknown }, where: string): void {
    this.checkDeckId(deck.id, where);
    if (Array.isArray(deck.rule_matches))
      for (const ruleId of deck.rule_matches)
        if (typeof ruleId === 'string') this.checkMatchedRule(ruleId, where);
  }

  /**
   * A rule id found in decks' matches but in no valid rule (a deleted or now invalid rule) gets
   * documents of its own, so it must be storable and must not land on a valid rule's documents.
   */
  checkMatchedRule(ruleId: string, where: string): void {
    if (this.ruleIds.has(ruleId) || this.matchOnly.has(ruleId)) return;
    const problem = idProblem(ruleId);
    const owner = problem ? undefined : this.claims.ownerOf(ruleId);
    if (problem || owner) {
      const why = problem
        ? `no document can be named after it (${ID_PROBLEM_TEXT[problem]})`
        : `its documents would overwrite those of ${owner}`;
      throw userError(
        'ID_UNSTORABLE',
        `${where}: decks are matched to rule ${JSON.stringify(ruleId)}, which no valid rule has, and ${why}; run \`tcg classify\` to match the decks with the current rules`,
      );
    }
    this.matchOnly.add(ruleId);
    this.claims.addRuleId(ruleId);
  }

  /**
   * The last line of defence before the first write: every path storable and no two documents
   * on one file. Every id was checked above, so a failure here is a bug of ours.
   */
  checkDocuments(docs: readonly EmittedDocument[]): void {
    const files = new Map<string, string>();
    for (const doc of docs) {
      const problem = pathProblem(doc.path);
      if (problem) throw internalError(`aggregate built an unstorable document path: ${problem}`);
      const file = filePathOf(doc.path);
      const other = files.get(file);
      if (other !== undefined)
        throw internalError(`aggregate built two documents on one file: "${other}" and "${doc.path}"`);
      files.set(file, doc.path);
    }
  }
}

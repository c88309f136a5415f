// `tcg classify`: validates the rules, then streams every deck of a store through the engine's
// ClassificationRun and writes back only the decks whose matches changed. The plain path reads
// as it runs: store.updateEach parses each deck and hands it to the engine. The command may hand
// it the snapshot's in-place update instead (cli/commands/accelerators.ts).
import type { InPlaceUpdate } from '../../data/accelerators/snapshotAccelerators.ts';
import type { DocumentStore } from '../../data/store.ts';
import { ClassificationRun, type ClassifyMode, deckUpdate } from '../../engine/rules/classify.ts';
import { RuleMatcher } from '../../engine/rules/matcher.ts';
import type { InvalidRule } from '../../engine/rules/validateRule.ts';
import { type UserError, userError } from '../../engine/userError.ts';
import type { ProgressReporter } from '../progress.ts';
import { formatIssues, loadRules } from './loadRules.ts';

export interface ClassifyOptions {
  /** Single-rule mode: add or remove only this rule in each deck's matches. */
  ruleId?: string;
  /** Classify and count, write nothing. */
  dryRun: boolean;
  /** Classify with the valid rules when some are invalid (otherwise invalid rules stop the run). */
  skipInvalid?: boolean;
  /** `classification_updated_at` of changed decks, ISO 8601. */
  asOf: string;
}

export interface ClassifyEffects {
  store: DocumentStore;
  /**
   * The accelerator the command chose for the store (cli/commands/accelerators.ts): the in-place
   * update, in worker threads for a big snapshot. Without it, the plain path: store.updateEach.
   */
  inPlace?: InPlaceUpdate;
  progress?: (label: string, total: number | undefined) => ProgressReporter;
}

/** runDeckClassification's result (spec admin §7) plus what the CLI reports. */
export interface ClassifyResult {
  processed: number;
  updated: number;
  rules: number;
  mode: 'all' | 'single';
  ruleId?: string;
  dryRun: boolean;
  /** Rules left out because they are invalid (only with skipInvalid, or other rules in single mode). */
  invalidRules: InvalidRule[];
  /** Worker threads the decks were classified in (1: this one). */
  threads: number;
  /** The decks were classified from classify's cache of them (data/accelerators/classifyCache.ts). */
  cached: boolean;
}

function invalidRulesError(invalid: InvalidRule[], total: number): UserError {
  const first = formatIssues(invalid[0]!)[0] ?? invalid[0]!.ruleId;
  const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more invalid rules of ${total})` : '';
  return userError(
    'RULES_INVALID',
    `invalid rule ${first}${more}; fix it (see \`tcg rules validate\`) or pass --skip-invalid to classify with the valid rules only`,
  );
}

export async function runClassify(
  options: ClassifyOptions,
  effects: ClassifyEffects,
): Promise<ClassifyResult> {
  const { store } = effects;

  // The rules are validated first; in all-rules mode an invalid rule would silently vanish from
  // every deck, so it stops the run unless the operator asked to skip invalid rules.
  const loaded = await loadRules(store);
  const mode: ClassifyMode =
    options.ruleId === undefined ? { kind: 'all' } : { kind: 'single', ruleId: options.ruleId };
  const target =
    mode.kind === 'single' ? loaded.invalidRules.filter((rule) => rule.ruleId === mode.ruleId) : [];
  if (target.length > 0) throw invalidRulesError(target, loaded.documents);
  if (mode.kind === 'all' && loaded.invalidRules.length > 0 && !options.skipInvalid) {
    throw invalidRulesError(loaded.invalidRules, loaded.documents);
  }

  // One matcher for the whole run: each distinct card name is tested against the patterns once.
  // (Constructing the run also checks single-rule mode's rule.)
  const run = new ClassificationRun(new RuleMatcher(loaded.rules), mode, options.asOf);

  // Every deck is streamed once; only changed decks are written back. The plain path hands each
  // parsed deck to the run; the command's in-place update runs the same update as a typed task
  // (each worker thread with its own matcher), held to the plain path's bytes by the tests.
  const total = await store.count('decks');
  const progress = effects.progress?.('classify', total);
  let reported = 0;
  const updateOptions = {
    dryRun: options.dryRun,
    onProgress: (done: number) => {
      progress?.tick(done - reported);
      reported = done;
    },
  };
  const task = { kind: 'classify', data: { rules: loaded.rules, mode, asOf: options.asOf } } as const;
  const result = effects.inPlace
    ? await effects.inPlace.update('decks', task, updateOptions)
    : {
        ...(await store.updateEach('decks', (doc) => deckUpdate(run, doc), updateOptions)),
        threads: 1,
        cached: false,
      };
  // The store's counts: with worker threads, `run` saw none of the decks.
  const summary = { ...run.summary(), processed: result.read, updated: result.changed };
  progress?.done(`classify: ${summary.processed} decks read, ${summary.updated} changed`);
  return {
    ...summary,
    ...(options.ruleId === undefined ? {} : { ruleId: options.ruleId }),
    dryRun: options.dryRun,
    invalidRules: loaded.invalidRules,
    threads: result.threads,
    cached: result.cached,
  };
}

/** The one summary line `tcg classify` prints. */
export function formatClassifyResult(result: ClassifyResult): string {
  const mode = result.mode === 'single' ? `rule "${result.ruleId}" only` : `${result.rules} rules`;
  const verb = result.dryRun ? 'would update' : 'updated';
  const threads = result.threads > 1 ? `, in ${result.threads} threads` : '';
  const cached = result.cached ? ', from the cache of the decks' : '';
  return `classify: ${result.processed} decks, ${verb} ${result.updated} (${mode}${threads}${cached}${result.dryRun ? ', dry run' : ''})`;
}

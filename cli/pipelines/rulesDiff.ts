// `tcg rules diff --data DIR --rule-file FILE`: the rule-change impact of the admin editor from a
// terminal, through the same pipeline as the previewRuleChange callable. The file holds one rule
// as the editor's JSON (an `id` names the stored rule it replaces; without one the rule is new
// and its name is its id); nothing is written.
import { readUserFile } from '../../data/regularFile.ts';
import type { DocumentStore } from '../../data/store.ts';
import { parseRuleJson } from '../../engine/rules/parseRuleJson.ts';
import { IMPACT_SAMPLE_LIMIT } from '../../engine/rules/ruleImpact.ts';
import type { RuleIssue } from '../../engine/rules/validateRule.ts';
import { userError } from '../../engine/userError.ts';
import { InvalidRuleEditError, type RuleChangeImpact, runRuleChangeImpact } from './ruleChangeImpact.ts';

export interface RulesDiffOptions {
  ruleFile: string;
  /** The classification time the single-rule run would stamp (does not change the counts). */
  asOf: string;
}

/** The one line of a rule file's issues: the first with its path, and how many more. */
function ruleFileError(file: string, issues: readonly RuleIssue[]) {
  const first = issues[0]!;
  return userError(
    'RULES_INVALID',
    `--rule-file ${file}: ${first.path ? `${first.path}: ` : ''}${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}; fix the rule and run again`,
  );
}

/**
 * Reads the edited rule as the editor's JSON apply does; a malformed file is one line naming the
 * file and the path. Returns the rule as the editor would send it, and the stored id it replaces
 * (if any). The rule itself is checked by the impact pipeline, as a save would check it.
 */
export async function readRuleFile(file: string): Promise<{ id?: string; rule: Record<string, unknown> }> {
  const bytes = await readUserFile(file, (why) =>
    userError(
      'RULES_INVALID',
      `--rule-file ${file}: ${'notRegular' in why ? `${why.notRegular}, not a regular file` : `cannot read it (${why.code})`}; pass a JSON file holding one rule`,
    ),
  );
  const parsed = parseRuleJson(bytes.toString('utf8'));
  if (!parsed.ok) throw ruleFileError(file, parsed.errors);
  const { id, ...rule } = parsed.rule;
  return id === undefined ? { rule } : { id, rule };
}

export type RulesDiffResult = RuleChangeImpact;

export async function runRulesDiff(
  options: RulesDiffOptions,
  effects: { store: DocumentStore },
): Promise<RulesDiffResult> {
  const { id, rule } = await readRuleFile(options.ruleFile);
  try {
    return await runRuleChangeImpact(
      {
        ...(id === undefined ? {} : { ruleId: id }),
        rule,
        sampleLimit: IMPACT_SAMPLE_LIMIT,
        asOf: options.asOf,
      },
      effects,
    );
  } catch (error) {
    // The save's check refused the rule: the same messages, as one line naming the file.
    if (error instanceof InvalidRuleEditError) throw ruleFileError(options.ruleFile, error.issues);
    throw error;
  }
}

function ruleLabel(id: string | null): string {
  return id ?? '(unclassified)';
}

/** The impact as the editor shows it: counts, moves between rules, examples with their cards. */
export function formatRulesDiff(impact: RulesDiffResult): string[] {
  const lines = [
    `rule ${impact.ruleId}: ${impact.checked} decks checked; matches ${impact.matchedBefore} -> ${impact.matchedAfter} ` +
      `(+${impact.gained.total} gain it, -${impact.lost.total} lose it; primary rule changes for ${impact.primaryChanged.total})`,
  ];
  if (impact.moves.length > 0) {
    lines.push('moves (primary rule before -> after):');
    for (const move of impact.moves) {
      lines.push(`  ${ruleLabel(move.from)} -> ${ruleLabel(move.to)}: ${move.count}`);
    }
  }
  for (const [sign, change, set] of [
    ['+', 'gain', impact.gained],
    ['-', 'lose', impact.lost],
  ] as const) {
    if (set.total === 0) continue;
    lines.push(`${change === 'gain' ? 'gain' : 'lose'} examples (${set.ids.length} of ${set.total}):`);
    for (const example of impact.examples.filter((e) => e.change === change)) {
      lines.push(`  ${sign} ${example.deckId}`);
      lines.push(`      ${example.cards.map((card) => `${card.name} x${card.count}`).join(', ')}`);
    }
  }
  return lines;
}

// `tcg preview DECK_ID`: the rule preview of one deck of a store (the callable
// evaluateDeckRulesPreview, spec admin §7), and its rendering as a plain-text table.
import { judgePatterns } from '../../data/regexSafety.ts';
import type { DocumentStore, StoredDoc } from '../../data/store.ts';
import { isDeckId } from '../../engine/deckId.ts';
import { patternsToJudge } from '../../engine/rules/checkRule.ts';
import type { CardCount, ConditionDetail } from '../../engine/rules/matcher.ts';
import { evaluateDeckRulesPreview, type PreviewResult } from '../../engine/rules/preview.ts';
import { userError } from '../../engine/userError.ts';
import { isRuleDocument } from './loadRules.ts';

export async function runPreviewDeck(
  options: { deckId: string },
  effects: { store: DocumentStore },
): Promise<PreviewResult> {
  const deckId = options.deckId.trim();
  if (!isDeckId(deckId)) {
    throw userError(
      'DECK_ID_INVALID',
      `"${options.deckId}" is not a deck ID; give three groups of 6 letters or digits, e.g. 4cYKcc-l9gMiB-8acGaJ`,
    );
  }
  const { store } = effects;
  // The deck is found by streaming the decks; reading stops at the first match.
  let deck: StoredDoc | undefined;
  for await (const doc of store.read('decks')) {
    if (doc.id === deckId) {
      deck = doc;
      break;
    }
  }
  if (!deck) {
    throw userError(
      'DECK_NOT_FOUND',
      `deck ${deckId} is not in ${store.description}; check the ID or export the snapshot again`,
    );
  }
  const rules: StoredDoc[] = [];
  for await (const doc of store.read('deck_rules')) if (isRuleDocument(doc)) rules.push(doc);
  const cards = (Array.isArray(deck.cards) ? deck.cards : []) as CardCount[];
  // A pattern that could backtrack without bound is refused before any card meets it.
  const verdicts = await judgePatterns(patternsToJudge(rules));
  return evaluateDeckRulesPreview(
    { id: deckId, cards },
    rules,
    store.kind === 'firestore' ? 'firestore' : 'snapshot',
    verdicts,
  );
}

/** Columns as a terminal shows them: East Asian wide and fullwidth characters take two cells. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (
      code < 0x20 ||
      (code >= 0x300 && code < 0x370) ||
      code === 0x200d ||
      (code >= 0xfe00 && code <= 0xfe0f)
    ) {
      continue;
    }
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1f300 && code <= 0x1f64f) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Rows of cells as aligned columns separated by two spaces (trailing blanks trimmed). */
function formatTable(rows: readonly string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
  }
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : pad(cell, widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

function range(detail: ConditionDetail): string {
  return detail.max === null ? `${detail.min}-` : `${detail.min}-${detail.max}`;
}

function conditionRows(details: readonly ConditionDetail[], indent: string): string[][] {
  return details.map((detail) => [
    '',
    '',
    `${indent}${detail.pattern}`,
    range(detail),
    detail.negate ? 'yes' : '',
    String(detail.count),
    detail.inRange !== detail.negate ? 'OK' : 'NG',
  ]);
}

/** The preview as a readable table: every rule and variant with each condition's count and OK/NG. */
export function formatPreview(result: PreviewResult): string[] {
  const primary = result.matched[0];
  const lines = [
    `deck ${result.deckId} (${result.source}): ${
      result.matched.length === 0
        ? 'no rule matches'
        : `matches ${result.matched.join(', ')} (primary: ${primary})`
    }`,
  ];
  const rows: string[][] = [['MATCH', 'PRIORITY', 'RULE / PATTERN', 'RANGE', 'NEGATE', 'COUNT', 'OK/NG']];
  for (const rule of result.results) {
    rows.push([
      rule.matched ? 'yes' : 'no',
      String(rule.priority),
      `${rule.name} [${rule.ruleId}]`,
      '',
      '',
      '',
      '',
    ]);
    rows.push(...conditionRows(rule.details, '  '));
    for (const variant of rule.variants) {
      rows.push([
        variant.matched ? 'yes' : 'no',
        String(variant.priority),
        `  variant ${variant.name} [${variant.id}]`,
        '',
        '',
        '',
        '',
      ]);
      rows.push(...conditionRows(variant.details, '    '));
    }
  }
  lines.push(...formatTable(rows));
  for (const invalid of result.invalidRules) {
    for (const issue of invalid.issues)
      lines.push(`invalid rule ${invalid.ruleId}: ${issue.path}: ${issue.message}`);
  }
  return lines;
}

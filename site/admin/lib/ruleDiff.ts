// The rule history's diff: each changed definition field as lines (scalars as one line, lists as
// indented JSON) compared line by line (longest common subsequence), so a changed pattern shows as
// one removed and one added line among the unchanged ones.
import type { RuleDefinition } from '../../../engine/admin/shapes.ts';

export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

export interface FieldDiff {
  field: keyof RuleDefinition;
  lines: DiffLine[];
}

const FIELDS = ['name', 'enabled', 'priority', 'description', 'conditions', 'variants'] as const;

function linesOf(value: unknown): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : value.split('\n');
  return JSON.stringify(value, null, 2).split('\n');
}

/** Line diff of two texts' lines: every line of `before` and `after` once, in order. */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  // lcs[i][j]: the longest common subsequence of before[i..] and after[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] =
        before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ kind: 'same', text: before[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      out.push({ kind: 'removed', text: before[i++]! });
    } else {
      out.push({ kind: 'added', text: after[j++]! });
    }
  }
  while (i < n) out.push({ kind: 'removed', text: before[i++]! });
  while (j < m) out.push({ kind: 'added', text: after[j++]! });
  return out;
}

/**
 * The fields that differ between two versions (either may be null: a create or a delete), each
 * with its line diff; unchanged fields are left out.
 */
export function ruleDiff(before: RuleDefinition | null, after: RuleDefinition | null): FieldDiff[] {
  return FIELDS.flatMap((field) => {
    const a = linesOf(before?.[field]);
    const b = linesOf(after?.[field]);
    if (before && after && JSON.stringify(before[field]) === JSON.stringify(after[field])) return [];
    if (a.length === 0 && b.length === 0) return [];
    return [{ field, lines: diffLines(a, b) }];
  });
}

import { describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../engine/admin/shapes.ts';
import { diffLines, ruleDiff } from './ruleDiff.ts';

const base: RuleDefinition = {
  name: 'サーフゴーex',
  enabled: true,
  priority: 10,
  description: '',
  conditions: [{ pattern: '^サーフゴーex$', min: 1, max: null, negate: false }],
  variants: [],
};

describe('diffLines', () => {
  it('keeps common lines and marks the others removed or added, in order', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines([], ['a'])).toEqual([{ kind: 'added', text: 'a' }]);
    expect(diffLines(['a'], [])).toEqual([{ kind: 'removed', text: 'a' }]);
  });
});

describe('ruleDiff', () => {
  it('lists only the changed fields, a changed pattern as one removed and one added line', () => {
    const after = {
      ...base,
      priority: 5,
      conditions: [{ pattern: '^サーフゴー$', min: 1, max: null, negate: false }],
    };
    const diff = ruleDiff(base, after);
    expect(diff.map((d) => d.field)).toEqual(['priority', 'conditions']);
    expect(diff[0]!.lines).toEqual([
      { kind: 'removed', text: '10' },
      { kind: 'added', text: '5' },
    ]);
    const changed = diff[1]!.lines.filter((l) => l.kind !== 'same');
    expect(changed).toEqual([
      { kind: 'removed', text: '    "pattern": "^サーフゴーex$",' },
      { kind: 'added', text: '    "pattern": "^サーフゴー$",' },
    ]);
  });

  it('a create shows every non-empty field added, a delete every one removed', () => {
    expect(ruleDiff(null, base).map((d) => d.field)).toEqual([
      'name',
      'enabled',
      'priority',
      'conditions',
      'variants',
    ]);
    expect(ruleDiff(base, null).every((d) => d.lines.every((l) => l.kind === 'removed'))).toBe(true);
    expect(ruleDiff(base, { ...base })).toEqual([]);
  });
});

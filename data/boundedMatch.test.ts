// Matching is bounded even for a pattern the backtracking check missed. The
// engine's matcher here meets `^(a+)+$` (exponential) and a 46-character card name directly,
// without the check: the vm deadline stops it and the run ends with one line naming the pattern.
import { describe, expect, it } from 'vitest';
import { MATCH_DEADLINE_MS } from '../engine/rules/matchDeadline.ts';
import { RuleMatcher } from '../engine/rules/matcher.ts';
import { evaluateDeckRulesPreview } from '../engine/rules/preview.ts';
import { validateRule } from '../engine/rules/validateRule.ts';
import { isUserError } from '../engine/userError.ts';
import { vmBoundedRun } from './boundedMatch.ts';

/** 45 × a then one character the pattern refuses: 2^45 ways to backtrack. */
const HOSTILE_NAME = `${'a'.repeat(45)}!`;

function nested() {
  const { rule } = validateRule({
    id: '入れ子',
    name: '入れ子',
    conditions: [{ pattern: '^(a+)+$', min: 1 }],
  });
  if (!rule) throw new Error('test rule invalid');
  return rule;
}

describe('vmBoundedRun(work, ms)', () => {
  it('finishes ordinary work and passes its exceptions through', () => {
    let ran = false;
    expect(
      vmBoundedRun(() => {
        ran = true;
      }, 1000),
    ).toBe(true);
    expect(ran).toBe(true);
    expect(() =>
      vmBoundedRun(() => {
        throw new Error('boom');
      }, 1000),
    ).toThrow('boom');
  });

  it('stops a RegExp deep in backtracking', () => {
    expect(HOSTILE_NAME).toHaveLength(46);
    const regex = /^(a+)+$/u;
    expect(vmBoundedRun(() => void regex.test(HOSTILE_NAME), 100)).toBe(false);
  });
});

describe('the matcher under the deadline (installed by importing data/boundedMatch.ts)', () => {
  it('a run meeting an unchecked exponential pattern ends with one line naming pattern and card', () => {
    const matcher = new RuleMatcher([nested()]);
    let error: unknown;
    try {
      matcher.match([{ name: HOSTILE_NAME, count: 4 }]);
    } catch (caught) {
      error = caught;
    }
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toBe(
      `the pattern "^(a+)+$" took over ${MATCH_DEADLINE_MS / 1000} s to match the card name "${HOSTILE_NAME}" and was stopped; simplify the pattern (no nested or overlapping repetitions, see \`tcg rules validate\`) and run again`,
    );
  });

  it('names tested in a batch (a cache of decks) end with the same line, naming the slow card', () => {
    const matcher = new RuleMatcher([nested()]);
    expect([...matcher.nameIdsOf(['aaaa', 'b', ' ', 'aaaa'])]).toEqual([0, 1, -1, 0]);
    expect(() => matcher.nameIdsOf(['aa', HOSTILE_NAME, 'c'])).toThrow(
      `took over ${MATCH_DEADLINE_MS / 1000} s to match the card name "${HOSTILE_NAME}"`,
    );
  });

  it('the same pattern still matches names it handles quickly', () => {
    expect(new RuleMatcher([nested()]).match([{ name: 'aaaa', count: 1 }]).map((m) => m.id)).toEqual([
      '入れ子',
    ]);
  });

  it('the preview, given a verdict that lets the pattern through, ends instead of spinning', () => {
    const verdicts = new Map([['^(a+)+$', null]]);
    expect(() =>
      evaluateDeckRulesPreview(
        { id: 'aaaaaa-aaaaaa-aaaaa1', cards: [{ name: HOSTILE_NAME, count: 1 }] },
        [nested()],
        'firestore',
        verdicts,
      ),
    ).toThrow(/took over .* s to match the card name/);
  });
});

// The ReDoS check of rule patterns: recheck, a maintained checker, judges each
// distinct pattern once per process (its native binary when installed, else its JavaScript build;
// both offline). Patterns stay JavaScript RegExps for matching, so no rule changes meaning.
import { check, type Diagnostics } from 'recheck';
// Matching past its deadline is stopped wherever patterns are judged.
import './boundedMatch.ts';
import { UNSAFE_PATTERN_MESSAGES } from '../engine/messages.ts';
import type { PatternVerdicts } from '../engine/rules/checkRule.ts';
import { internalError } from '../engine/userError.ts';

/**
 * The worst polynomial degree let through: card names longer than MAX_TESTED_NAME_LENGTH are never
 * tested (see RuleMatcher), so a quadratic pattern such as `.*ex` (unanchored `.*` is quadratic
 * under `RegExp.test`, and admins write it often) costs at most 64² steps per name. A cubic or
 * worse one, or an exponential one, is refused.
 */
export const HIGHEST_ACCEPTED_DEGREE = 2;
/** Checking time per pattern; a pattern not judged in time is refused (it is not simple). */
const CHECK_TIMEOUT_MS = 10_000;
/** Fixed, so the fuzzing checker gives the same verdict on every run. */
const RANDOM_SEED = 20_261_123;

const verdicts = new Map<string, Promise<string | undefined>>();

/**
 * The verdict on every pattern, as the engine's rule check takes it (engine/rules/checkRule.ts):
 * the refusal to show, or null when the pattern may run. Each distinct pattern is judged once per
 * process, so a save or a run that meets known patterns waits for none.
 */
export async function judgePatterns(patterns: Iterable<string>): Promise<PatternVerdicts> {
  const distinct = [...new Set(patterns)];
  // One check first: recheck 4.5 starts its native agent on the first call, and calls made before
  // that agent answers each start their own (207 patterns: ~200 agent processes, 4 GB at once).
  if (distinct[0] !== undefined) await verdictOf(distinct[0]);
  const messages = await Promise.all(distinct.map(verdictOf));
  return new Map(distinct.map((pattern, i) => [pattern, messages[i] ?? null]));
}

/** Each pattern recheck refuses, with the message to show; the safe ones are left out. */
export async function findUnsafePatterns(patterns: Iterable<string>): Promise<Map<string, string>> {
  const unsafe = new Map<string, string>();
  for (const [pattern, message] of await judgePatterns(patterns))
    if (message !== null) unsafe.set(pattern, message);
  return unsafe;
}

function verdictOf(pattern: string): Promise<string | undefined> {
  let verdict = verdicts.get(pattern);
  if (!verdict) {
    verdict = check(pattern, 'u', { timeout: CHECK_TIMEOUT_MS, randomSeed: RANDOM_SEED }).then(messageOf);
    verdicts.set(pattern, verdict);
  }
  return verdict;
}

/** The refusal for a diagnosis, or undefined when the pattern may be used. */
export function messageOf(diagnostics: Diagnostics): string | undefined {
  switch (diagnostics.status) {
    case 'safe':
      return undefined;
    case 'unknown':
      // An invalid pattern is reported by validateRule with the engine's own text.
      return diagnostics.error.kind === 'invalid' ? undefined : UNSAFE_PATTERN_MESSAGES.unknown;
    case 'vulnerable': {
      const { complexity, hotspot, source } = diagnostics;
      if (complexity.type === 'polynomial' && complexity.degree <= HIGHEST_ACCEPTED_DEGREE) return undefined;
      const base =
        complexity.type === 'exponential'
          ? UNSAFE_PATTERN_MESSAGES.exponential
          : UNSAFE_PATTERN_MESSAGES.polynomial;
      const spots = hotspot.map((spot) => source.slice(spot.start, spot.end)).filter(Boolean);
      return spots.length > 0 ? `${base}${UNSAFE_PATTERN_MESSAGES.hotspotPrefix}${spots.join(', ')}）` : base;
    }
    default:
      throw internalError(`recheck: unknown status ${JSON.stringify(diagnostics)}`);
  }
}

// The ReDoS check of rule patterns: recheck, a maintained checker, judges each
// distinct pattern once per process (its native binary when installed, else its JavaScript build;
// both offline). Patterns stay JavaScript RegExps for matching, so no rule changes meaning.
// A process that keeps verdicts on disk (keepVerdictsIn: the CLI) loads recheck only for patterns
// no earlier run judged.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostics } from 'recheck';
import { z } from 'zod';
// Matching past its deadline is stopped wherever patterns are judged.
import './boundedMatch.ts';
import { UNSAFE_PATTERN_MESSAGES } from '../engine/messages.ts';
import type { PatternVerdicts } from '../engine/rules/checkRule.ts';
import { internalError } from '../engine/userError.ts';
import { writeFileAtomic } from './atomic.ts';

/**
 * The worst polynomial degree let through: card names longer than MAX_TESTED_NAME_LENGTH are never
 * tested (see RuleMatcher), so a quadratic pattern such as `.*ex` (unanchored `.*` is quadratic
 * under `RegExp.test`, and admins write it often) costs at most 64² steps per name. A cubic or
 * worse one, or an exponential one, is refused.
 */
export const HIGHEST_ACCEPTED_DEGREE = 2;
/** Checking time per pattern; a pattern not judged in time is refused (it is not simple). */
const CHECK_TIMEOUT_MS = 10_000;
/** Patterns are matched with the u flag (engine/rules/matcher.ts). */
const FLAGS = 'u';
/** Fixed, so the fuzzing checker gives the same verdict on every run. */
const RANDOM_SEED = 20_261_123;

const verdicts = new Map<string, Promise<string | undefined>>();

/**
 * What messageOf reads of a diagnosis: recheck's verdict without its attack string. Stored per
 * pattern in the verdict file; a verdict recheck could not reach (timeout, cancel) is never stored.
 */
const verdictSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('safe') }),
  z.object({ status: z.literal('unknown'), error: z.object({ kind: z.string() }) }),
  z.object({
    status: z.literal('vulnerable'),
    complexity: z.discriminatedUnion('type', [
      z.object({ type: z.literal('exponential') }),
      z.object({ type: z.literal('polynomial'), degree: z.number() }),
    ]),
    hotspot: z.array(z.object({ start: z.number(), end: z.number() })),
    source: z.string(),
  }),
]);
type Verdict = z.infer<typeof verdictSchema>;

interface VerdictFile {
  path: string;
  known: Map<string, Verdict>;
  added: boolean;
}
let verdictDir: string | undefined;
let verdictFile: VerdictFile | undefined;

/**
 * Keeps recheck's verdicts in `dir`, in a file named by what they depend on: recheck's version, the
 * flags and the seed. A verdict is a function of the pattern and those, so a later process reuses
 * it; the message (and the degree let through) is still made from it by this version's messageOf.
 * The file is read when patterns are first judged (a command that judges none never reads it). A
 * file that is unreadable or not such a record is as if absent; one that cannot be written is left
 * as it was.
 */
export function keepVerdictsIn(dir: string): void {
  verdictDir = dir;
}

function openVerdictFile(dir: string): VerdictFile {
  const recheck = createRequire(import.meta.url)('recheck/package.json') as { version: string };
  const key = createHash('sha256')
    .update(JSON.stringify(['verdicts-1', recheck.version, FLAGS, RANDOM_SEED]))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(dir, `regex-verdicts-${key}.json`);
  let known = new Map<string, Verdict>();
  try {
    const stored = z.record(z.string(), verdictSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) known = new Map(Object.entries(stored.data));
  } catch {
    // Absent or not JSON: judged again and rewritten.
  }
  return { path: file, known, added: false };
}

async function saveVerdicts(): Promise<void> {
  if (!verdictFile?.added) return;
  verdictFile.added = false;
  try {
    await writeFileAtomic(verdictFile.path, JSON.stringify(Object.fromEntries(verdictFile.known)));
  } catch {
    // A read-only cache folder costs the next run its checks, nothing else.
  }
}

/**
 * The verdict on every pattern, as the engine's rule check takes it (engine/rules/checkRule.ts):
 * the refusal to show, or null when the pattern may run. Each distinct pattern is judged once per
 * process, so a save or a run that meets known patterns waits for none.
 */
export async function judgePatterns(patterns: Iterable<string>): Promise<PatternVerdicts> {
  if (verdictDir !== undefined && verdictFile === undefined) verdictFile = openVerdictFile(verdictDir);
  const distinct = [...new Set(patterns)];
  // One check first: recheck 4.5 starts its native agent on the first call, and calls made before
  // that agent answers each start their own (207 patterns: ~200 agent processes, 4 GB at once).
  if (distinct[0] !== undefined) await verdictOf(distinct[0]);
  const messages = await Promise.all(distinct.map(verdictOf));
  await saveVerdicts();
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
    const stored = verdictFile?.known.get(pattern);
    verdict = stored ? Promise.resolve(messageOf(stored)) : checked(pattern);
    verdicts.set(pattern, verdict);
  }
  return verdict;
}

async function checked(pattern: string): Promise<string | undefined> {
  const { check } = await import('recheck');
  const diagnostics = await check(pattern, FLAGS, { timeout: CHECK_TIMEOUT_MS, randomSeed: RANDOM_SEED });
  const verdict = verdictOfDiagnostics(diagnostics);
  if (verdictFile && (verdict.status !== 'unknown' || verdict.error.kind === 'invalid')) {
    verdictFile.known.set(pattern, verdict);
    verdictFile.added = true;
  }
  return messageOf(verdict);
}

function verdictOfDiagnostics(diagnostics: Diagnostics): Verdict {
  switch (diagnostics.status) {
    case 'safe':
      return { status: 'safe' };
    case 'unknown':
      return { status: 'unknown', error: { kind: diagnostics.error.kind } };
    case 'vulnerable': {
      const { complexity, hotspot, source } = diagnostics;
      return {
        status: 'vulnerable',
        complexity:
          complexity.type === 'polynomial'
            ? { type: 'polynomial', degree: complexity.degree }
            : { type: 'exponential' },
        hotspot: hotspot.map(({ start, end }) => ({ start, end })),
        source,
      };
    }
    default:
      throw internalError(`recheck: unknown status ${JSON.stringify(diagnostics)}`);
  }
}

/** The refusal for a verdict, or undefined when the pattern may be used. */
export function messageOf(diagnostics: Verdict): string | undefined {
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

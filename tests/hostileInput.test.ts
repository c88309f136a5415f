// Through the real CLI on copies of data/sample: a catastrophic pattern never hangs
// classify or preview, far-off dates are warned about with file and line and kept out
// of the weeks, and two classify runs on one snapshot keep both updates.
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, repoRoot, runTcg } from './helpers/runTcg.ts';
import { readJsonl } from './helpers/snapshot.ts';

const AS_OF = '2026-04-20T12:00:00+09:00';
let work: string;
const copies: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-hostile-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function sampleCopy(name: string): Promise<string> {
  const dir = path.join(work, name);
  await cp(path.join(repoRoot, 'data', 'sample'), dir, { recursive: true });
  copies.push(dir);
  return dir;
}

const deckLine = (id: string, createdAt: string, cards: { name: string; count: number }[]) =>
  `${JSON.stringify({ id, created_at: createdAt, cards })}\n`;

describe('a catastrophic pattern (^(a+)+$ against "a"×45 + "!", 46 characters)', () => {
  let snap: string;
  const deckId = 'aaaaaa-aaaaaa-aaaaaa';
  beforeAll(async () => {
    snap = await sampleCopy('redos');
    const rule = { id: 'redos', name: 'redos', conditions: [{ pattern: '^(a+)+$', min: 1 }] };
    await appendFile(path.join(snap, 'deck_rules.jsonl'), `${JSON.stringify(rule)}\n`);
    await appendFile(
      path.join(snap, 'decks.jsonl'),
      deckLine(deckId, '2026-04-10T10:00:00+09:00', [{ name: `${'a'.repeat(45)}!`, count: 4 }]),
    );
  });

  it('rules validate refuses it with the path and a Japanese reason', async () => {
    const run = await runTcg(['rules', 'validate', '--data', snap]);
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toMatch(
      /redos: conditions\[0\]\.pattern: 正規表現が不正です: 繰り返しが入れ子になっていて、照合時間が入力の長さに対して指数関数的に増えます/,
    );
  });

  it('classify --skip-invalid finishes and skips the rule; preview finishes and lists it as invalid', async () => {
    const classify = await runTcg(['classify', '--data', snap, '--skip-invalid', '--quiet']);
    expect(classify.code, classify.stderr).toBe(0);
    expect(classify.stderr).toContain('warning: invalid rule skipped: redos: conditions[0].pattern');
    const preview = await runTcg(['preview', deckId, '--data', snap, '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    const result = JSON.parse(preview.stdout) as { invalidRules: { ruleId: string }[] };
    expect(result.invalidRules.map((r) => r.ruleId)).toContain('redos');
  });
});

describe('far-off creation dates', () => {
  it('are warned about with file and line, and stay out of the weekly statistics', async () => {
    const snap = await sampleCopy('dates');
    const decksFile = path.join(snap, 'decks.jsonl');
    const firstLine = linesOf(await readFile(decksFile, 'utf8')).length + 1;
    const cards = [{ name: 'ドラパルトex', count: 2 }];
    await appendFile(
      decksFile,
      deckLine('dddddd-dddddd-ddddd1', '0001-01-01T00:00:00Z', cards) +
        deckLine('dddddd-dddddd-ddddd2', '9999-12-31T00:00:00Z', cards) +
        deckLine('dddddd-dddddd-ddddd3', '2100-01-01T00:00:00Z', cards),
    );
    const out = path.join(work, 'dates-out');
    const run = await runTcg(['aggregate', '--data', snap, '--out', out, '--as-of', AS_OF, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const warnings = linesOf(run.stderr);
    expect(warnings).toHaveLength(3);
    for (const [i, year] of ['0001', '9999', '2100'].entries()) {
      expect(warnings[i]).toBe(
        `warning: ${decksFile}:${firstLine + i}: deck dddddd-dddddd-ddddd${i + 1}: created_at ${year}-${i === 0 ? '01-01' : i === 1 ? '12-31' : '01-01'}T00:00:00Z is before the game's first day (1996-10-20) or more than a day after the clock (2026-04-20T03:00:00.000Z); left out of the weekly statistics`,
      );
    }
    const weekly = JSON.parse(
      await readFile(path.join(out, 'docs', 'public_decks', 'weekly_summary.json'), 'utf8'),
    );
    const keys = (weekly.weeks as { key: string }[]).map((w) => w.key);
    expect(keys[0]! >= '2025-01-01' && keys.at(-1)! <= '2026-04-20', keys.join(',')).toBe(true);
  });
});

describe('duplicate ids and absurd card counts', () => {
  it('are warned about with file and line; duplicates count once, bad counts as 0', async () => {
    const snap = await sampleCopy('dups');
    const files = Object.fromEntries(
      ['decks', 'events', 'cards'].map((c) => [c, path.join(snap, `${c}.jsonl`)]),
    ) as Record<'decks' | 'events' | 'cards', string>;
    const first: Record<string, { id: string }> = {};
    const lineCount: Record<string, number> = {};
    for (const [collection, file] of Object.entries(files)) {
      const lines = linesOf(await readFile(file, 'utf8'));
      first[collection] = JSON.parse(lines[0]!);
      lineCount[collection] = lines.length;
      await appendFile(file, `${JSON.stringify(first[collection])}\n`);
    }
    const absurd = 'bbbbbb-bbbbbb-bbbbb1';
    await appendFile(
      files.decks,
      `${JSON.stringify({
        id: absurd,
        created_at: '2026-04-10T10:00:00+09:00',
        cards: [
          { name: 'ドラパルトex', count: 1e308 },
          { name: 'ネストボール', count: 'Infinity' },
        ],
      })}\n`,
    );
    const before = await runTcg([
      'aggregate',
      '--data',
      path.join(repoRoot, 'data', 'sample'),
      '--dry-run',
      '--json',
      '--as-of',
      AS_OF,
      '--quiet',
    ]);
    const out = path.join(work, 'dups-out');
    const run = await runTcg([
      'aggregate',
      '--data',
      snap,
      '--out',
      out,
      '--as-of',
      AS_OF,
      '--json',
      '--quiet',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const warnings = linesOf(run.stderr);
    for (const collection of ['cards', 'events', 'decks'] as const) {
      expect(warnings).toContain(
        `warning: ${files[collection]}:1,${lineCount[collection]! + 1}: ${collection.slice(0, -1)} ${first[collection]!.id}: the id appears more than once; only the first is counted`,
      );
    }
    expect(warnings).toContain(
      `warning: ${files.decks}:${lineCount.decks! + 2}: deck ${absurd}: card "ドラパルトex": count 1e+308 is not a whole number from 0 to 60; counted as 0`,
    );
    expect(warnings).toContain(
      `warning: ${files.decks}:${lineCount.decks! + 2}: deck ${absurd}: card "ネストボール": count "Infinity" is not a whole number from 0 to 60; counted as 0`,
    );
    expect(warnings).toHaveLength(5);
    // One deck more than the sample (the absurd one); the duplicates counted once, in the
    // summary as everywhere.
    const [summary, sample] = [JSON.parse(run.stdout), JSON.parse(before.stdout)];
    expect(summary.decks).toBe(sample.decks + 1);
    expect([summary.cards, summary.events]).toEqual([sample.cards, sample.events]);
    expect(summary.documents).toEqual({ ...sample.documents, deckDetail: sample.documents.deckDetail + 1 });
    const detail = await readFile(path.join(out, 'docs', 'public_deck_details', `${absurd}.json`), 'utf8');
    expect(detail).not.toMatch(/Infinity|1e\+?308|"count":null/);
  });
});

describe('two classify runs on one snapshot at once', () => {
  it('keeps both updates: the second waits for the first', async () => {
    const snap = await sampleCopy('lock');
    // Two rules added after the snapshot was classified; each run adds one of them.
    const rules = ['ロック1', 'ロック2'].map((id) => ({
      id,
      name: id,
      conditions: [{ pattern: '^ドラパルトex$' }],
    }));
    await appendFile(
      path.join(snap, 'deck_rules.jsonl'),
      rules.map((r) => `${JSON.stringify(r)}\n`).join(''),
    );
    const runs = await Promise.all(
      rules.map((rule) =>
        runTcg(['classify', '--data', snap, '--rule', rule.id, '--as-of', AS_OF, '--quiet']),
      ),
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const decks = await readJsonl(path.join(snap, 'decks.jsonl'));
    const withRule = (id: string) =>
      decks.filter((d) => Array.isArray(d.rule_matches) && (d.rule_matches as string[]).includes(id)).length;
    expect(withRule('ロック1')).toBeGreaterThan(0);
    expect(withRule('ロック2')).toBe(withRule('ロック1'));
  });
});

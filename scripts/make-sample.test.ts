// Checks the committed sample snapshot against what the foundation issue asks of it, and that
// the generator reproduces it byte for byte.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAceSpecName } from '../engine/aceSpec.ts';
import { normalizeCardName } from '../engine/cardName.ts';
import { isDeckId } from '../engine/deckId.ts';
import { RuleMatcher } from '../engine/rules/matcher.ts';
import { validateRules } from '../engine/rules/validateRule.ts';
import {
  CardSchema,
  type Deck,
  DeckJobSchema,
  DeckSchema,
  EventSchema,
  ManifestSchema,
  RawRuleSchema,
  SettingsSchema,
} from '../engine/schemas.ts';
import { weekKeyOf } from '../engine/week.ts';
import { buildSampleFiles, SAMPLE_DIR, writeSample } from './make-sample.ts';

const AS_OF_MS = Date.parse('2026-04-20T00:00:00+09:00');
const FILES = [
  'manifest.json',
  'cards.jsonl',
  'decks.jsonl',
  'events.jsonl',
  'deck_rules.jsonl',
  'deck_jobs.jsonl',
  'settings.jsonl',
];

const committed = new Map<string, string>();

function lines(file: string): unknown[] {
  const text = committed.get(file);
  if (text === undefined) throw new Error(`${file} is missing from data/sample`);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

beforeAll(async () => {
  for (const file of await readdir(SAMPLE_DIR))
    committed.set(file, await readFile(join(SAMPLE_DIR, file), 'utf8'));
});

describe('data/sample (the committed snapshot)', () => {
  it('holds exactly the snapshot files, under 1.5 MB in all', () => {
    expect([...committed.keys()].sort()).toEqual([...FILES].sort());
    const bytes = [...committed.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('has a manifest whose counts are the line counts', () => {
    const manifest = ManifestSchema.parse(JSON.parse(committed.get('manifest.json')!));
    expect(manifest.source).toBe('scripts/make-sample.ts');
    for (const file of FILES.filter((f) => f.endsWith('.jsonl'))) {
      expect(manifest.counts[file.replace('.jsonl', '')], file).toBe(lines(file).length);
    }
  });

  it('has at least 12 valid rules: variants, a negated condition, a maximum, a disabled rule, awkward ids', () => {
    const raws = lines('deck_rules.jsonl').map((raw) => RawRuleSchema.parse(raw));
    const { rules, invalidRules } = validateRules(raws);
    expect(invalidRules).toEqual([]);
    expect(rules.length).toBeGreaterThanOrEqual(12);
    expect(rules.filter((r) => r.variants.length > 0).length).toBeGreaterThanOrEqual(3);
    const conditions = rules.flatMap((r) => [...r.conditions, ...r.variants.flatMap((v) => v.conditions)]);
    expect(conditions.some((c) => c.negate)).toBe(true);
    expect(conditions.some((c) => c.max !== null)).toBe(true);
    expect(rules.some((r) => !r.enabled)).toBe(true);
    expect(rules.some((r) => r.id.includes(' '))).toBe(true);
    expect(rules.some((r) => /[()（）]/u.test(r.id))).toBe(true);
    expect(rules.some((r) => r.id !== r.name)).toBe(true);
    expect(rules.every((r) => !r.id.includes('/'))).toBe(true);
  });

  it('has 300+ decks of 60 real cards with official-format unique ids and no pre-filled matches', () => {
    const decks = lines('decks.jsonl').map((raw) => DeckSchema.parse(raw));
    expect(decks.length).toBeGreaterThanOrEqual(300);
    expect(new Set(decks.map((d) => d.id)).size).toBe(decks.length);
    const cardNames = new Set(lines('cards.jsonl').map((raw) => CardSchema.parse(raw).name));
    for (const deck of decks) {
      expect(isDeckId(deck.id), deck.id).toBe(true);
      expect(
        deck.cards.reduce((sum, card) => sum + card.count, 0),
        deck.id,
      ).toBe(60);
      expect(deck.rule_matches).toEqual([]);
      for (const card of deck.cards) {
        expect(cardNames.has(card.name ?? ''), `${deck.id}: ${card.name}`).toBe(true);
        expect(card.normalized_name).toBe(normalizeCardName(card.name ?? ''));
      }
      expect(
        deck.cards.filter((c) => c.name !== undefined && isAceSpecName(c.name)).length,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('spreads decks over 12+ JST weeks before the as-of, with decks on Friday 00:00 week edges', () => {
    const decks = lines('decks.jsonl').map((raw) => DeckSchema.parse(raw));
    const times = decks.map((d) => Date.parse(d.created_at ?? ''));
    expect(times.every((t) => Number.isFinite(t) && t < AS_OF_MS)).toBe(true);
    expect(new Set(times.map(weekKeyOf)).size).toBeGreaterThanOrEqual(12);
    const onEdge = (t: number, offsetMs: number) => weekKeyOf(t - offsetMs) !== weekKeyOf(t);
    // First moment of a week (its previous second is in another week) and last moment of one.
    expect(times.filter((t) => onEdge(t, 1000)).length).toBeGreaterThanOrEqual(3);
    expect(times.filter((t) => onEdge(t + 1000, 1000)).length).toBeGreaterThanOrEqual(3);
    // Both offsets occur in the stored text.
    const raw = lines('decks.jsonl') as { created_at: string }[];
    expect(raw.some((d) => d.created_at.endsWith('Z'))).toBe(true);
    expect(raw.some((d) => d.created_at.endsWith('+09:00'))).toBe(true);
  });

  it('carries card details (stage, HP, ability, attacks) in decks and in the cards collection', () => {
    const decks = lines('decks.jsonl').map((raw) => DeckSchema.parse(raw));
    const pokemon = decks.flatMap((d) => d.cards).filter((c) => c.type === 'ポケモン' && c.details);
    expect(pokemon.some((c) => c.details?.stage && c.details.hp && c.details.attacks.length > 0)).toBe(true);
    expect(pokemon.some((c) => c.details?.ability?.name)).toBe(true);
    expect(decks.some((d) => d.cards.every((c) => c.details === undefined))).toBe(true);
    const cards = lines('cards.jsonl').map((raw) => CardSchema.parse(raw));
    const withFacts = cards.filter((c) => c.stage && c.hp && c.attacks.length > 0);
    expect(withFacts.length).toBeGreaterThan(50);
    expect(cards.some((c) => c.abilities.length > 0)).toBe(true);
    expect(cards.filter((c) => c.is_ace_spec).every((c) => isAceSpecName(c.name))).toBe(true);
  });

  it('classifies into every enabled rule but one, with variants, several matches and unmatched decks', () => {
    const { rules } = validateRules(lines('deck_rules.jsonl').map((raw) => RawRuleSchema.parse(raw)));
    const matcher = new RuleMatcher(rules);
    const decks = lines('decks.jsonl').map((raw) => DeckSchema.parse(raw));
    const matches = decks.map((deck: Deck) => matcher.match(deck.cards));
    const matchedIds = new Set(matches.flat().map((m) => m.id));
    const unused = rules.filter((r) => r.enabled && !matchedIds.has(r.id)).map((r) => r.id);
    expect(unused).toEqual(['ロストバレット']);
    const variantIds = new Set(matches.flat().flatMap((m) => m.variants.map((v) => `${m.id}__${v}`)));
    expect(variantIds.size).toBeGreaterThanOrEqual(8);
    expect(matches.filter((m) => m.length > 1).length).toBeGreaterThan(0);
    expect(matches.filter((m) => m.length === 0).length).toBeGreaterThanOrEqual(10);
    // The disabled rule would match decks: disabling it is what leaves them unmatched.
    const enabledAll = new RuleMatcher(rules.map((r) => ({ ...r, enabled: true })));
    expect(decks.some((d) => enabledAll.match(d.cards).some((m) => m.id === 'ヒビキのバクフーン'))).toBe(
      true,
    );
  });

  it('has 40+ events with ranks 1 and 2, results by sample deck id or by deck type', () => {
    const events = lines('events.jsonl').map((raw) => EventSchema.parse(raw));
    const withResults = events.filter((e) => e.results.length > 0);
    expect(withResults.length).toBeGreaterThanOrEqual(40);
    expect(events.some((e) => e.results.length === 0)).toBe(true);
    const deckIds = new Set(lines('decks.jsonl').map((raw) => DeckSchema.parse(raw).id));
    const ruleNames = new Set(
      lines('deck_rules.jsonl').flatMap((raw) => {
        const rule = raw as { id: string; name: string };
        return [rule.id, rule.name];
      }),
    );
    const weeks = new Set<string>();
    for (const event of withResults) {
      const ranks = event.results.map((r) => r.rank);
      expect(ranks, event.id).toContain(1);
      expect(ranks, event.id).toContain(2);
      expect(ranks.every((r) => r !== undefined && r >= 1 && r <= 8)).toBe(true);
      expect(event.event_title && event.shop_name && event.url).toBeTruthy();
      const date = Date.parse(event.event_date ?? '');
      expect(date).toBeLessThan(AS_OF_MS);
      weeks.add(weekKeyOf(date));
      for (const result of event.results) {
        expect(result.deck_id !== undefined || result.deck_type !== undefined).toBe(true);
        if (result.deck_id !== undefined) expect(deckIds.has(result.deck_id), result.deck_id).toBe(true);
      }
    }
    expect(weeks.size).toBeGreaterThanOrEqual(12);
    const results = withResults.flatMap((e) => e.results);
    expect(results.some((r) => r.deck_id && !r.deck_type)).toBe(true);
    expect(results.some((r) => r.deck_type && !r.deck_id)).toBe(true);
    expect(results.some((r) => r.deck_type && !ruleNames.has(r.deck_type))).toBe(true);
    const finals = withResults.map((e) => e.results.filter((r) => r.rank === 1 || r.rank === 2));
    const typed = finals.filter((f) =>
      f.every((r) => r.deck_type !== undefined && ruleNames.has(r.deck_type)),
    );
    expect(typed.some(([a, b]) => a?.deck_type !== b?.deck_type)).toBe(true);
  });

  it('has a job in every status, some for decks the snapshot lacks', () => {
    const jobs = lines('deck_jobs.jsonl').map((raw) => DeckJobSchema.parse(raw));
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['pending', 'in_progress', 'done', 'error']));
    const deckIds = new Set(lines('decks.jsonl').map((raw) => DeckSchema.parse(raw).id));
    expect(jobs.every((j) => j.deck_id === j.id && isDeckId(j.id))).toBe(true);
    expect(jobs.some((j) => deckIds.has(j.id))).toBe(true);
    expect(jobs.some((j) => !deckIds.has(j.id) && j.status !== 'done')).toBe(true);
  });

  it('has the settings document "current"', () => {
    const [settings] = lines('settings.jsonl').map((raw) => SettingsSchema.parse(raw));
    expect(settings?.id).toBe('current');
    expect(settings?.event_offset).toBeTypeOf('number');
  });
});

describe('scripts/make-sample.ts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tcg-sample-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('regenerates the committed files byte for byte', () => {
    const files = buildSampleFiles();
    expect([...files.keys()].sort()).toEqual([...committed.keys()].sort());
    for (const [name, text] of files) expect(text === committed.get(name), name).toBe(true);
  });

  it('draws different data from another seed', () => {
    expect(buildSampleFiles(1).get('decks.jsonl')).not.toBe(committed.get('decks.jsonl'));
  });

  it('writes the files atomically, leaving no temporary files', async () => {
    const files = buildSampleFiles();
    await writeSample(join(dir, 'api'), files);
    expect((await readdir(join(dir, 'api'))).sort()).toEqual([...files.keys()].sort());
  });

  it('runs as a script into a given folder', async () => {
    const out = join(dir, 'cli');
    const root = resolve(SAMPLE_DIR, '../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['bin/run-ts.js', 'scripts/make-sample.ts', out],
      { cwd: root },
    );
    expect(stdout).toMatch(/wrote 7 files/);
    for (const file of FILES) {
      expect((await readFile(join(out, file), 'utf8')) === committed.get(file), file).toBe(true);
    }
  });

  it('fails with one line when the folder cannot be written', async () => {
    const blocker = join(dir, 'not-a-folder');
    await writeFile(blocker, 'a file where the folder should be');
    const run = promisify(execFile)(
      process.execPath,
      ['bin/run-ts.js', 'scripts/make-sample.ts', join(blocker, 'sample')],
      { cwd: resolve(SAMPLE_DIR, '../..') },
    );
    const failure = await run.then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr?.trim().split('\n')).toEqual([
      expect.stringMatching(/^make-sample: cannot write the sample to .*not-a-folder/),
    ]);
  });
});

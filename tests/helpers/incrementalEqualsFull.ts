// The model-based differential check of issue 36 (documents): random histories of real operations
// on a small snapshot, each step run through the accelerated route in place (classify in threads,
// aggregate in threads into the same out folder, deck pages kept by their records) and through
// the plain route into a fresh folder, whose documents must be the same byte for byte. Shared by
// the bounded run of `npm test` and the long one of `test:slow`.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { aggregateAccelerator, classifyAccelerator } from '../../cli/commands/accelerators.ts';
import { runAggregate } from '../../cli/pipelines/aggregate.ts';
import { runClassify } from '../../cli/pipelines/classify.ts';
import { DECK_INPUTS_FILE } from '../../data/deckInputs.ts';
import { FolderSink, UpdatingFolderSink } from '../../data/folderSink.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';

const sample = path.join(import.meta.dirname, '../../data/sample');
const DAY = 24 * 3600_000;

/** One operation on the snapshot or the run's settings. */
export type Operation =
  | { op: 'newDecks'; from: number[] }
  | { op: 'citeOldDecks'; decks: number[] }
  | { op: 'removeEvent'; event: number }
  | { op: 'renameRule'; rule: number }
  | { op: 'disableRule'; rule: number }
  | { op: 'rulePriority'; rule: number; priority: number }
  | { op: 'deleteRule'; rule: number }
  | { op: 'conditionMin'; rule: number }
  | { op: 'subRuleRenamed'; rule: number }
  | { op: 'currentSince'; date: string }
  | { op: 'clockWeek' }
  | { op: 'cardKind'; card: number; type: string };

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('newDecks' as const),
    from: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    op: fc.constant('citeOldDecks' as const),
    decks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ op: fc.constant('removeEvent' as const), event: fc.nat() }),
  fc.record({ op: fc.constant('renameRule' as const), rule: fc.nat() }),
  fc.record({ op: fc.constant('disableRule' as const), rule: fc.nat() }),
  fc.record({
    op: fc.constant('rulePriority' as const),
    rule: fc.nat(),
    priority: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({ op: fc.constant('deleteRule' as const), rule: fc.nat() }),
  fc.record({ op: fc.constant('conditionMin' as const), rule: fc.nat() }),
  fc.record({ op: fc.constant('subRuleRenamed' as const), rule: fc.nat() }),
  fc.record({
    op: fc.constant('currentSince' as const),
    date: fc.constantFrom('2026-02-01', '2026-03-01', '2026-03-20'),
  }),
  fc.record({ op: fc.constant('clockWeek' as const) }),
  fc.record({
    op: fc.constant('cardKind' as const),
    card: fc.nat(),
    type: fc.constantFrom('サポート', 'エーススペック', 'グッズ', 'ポケモンのどうぐ'),
  }),
);

type Line = Record<string, unknown> & { id: string };
const parse = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Line);
const lines = (docs: readonly Line[]) => docs.map((doc) => `${JSON.stringify(doc)}\n`).join('');

/** The state a history carries besides the snapshot: the clock and 現環境's start. */
interface Settings {
  asOf: string;
  currentSince: string | undefined;
  serial: number;
}

/** Applies one operation to a snapshot folder (its JSONL files) and the settings. */
async function apply(dir: string, step: Operation, settings: Settings): Promise<void> {
  const file = (name: string) => path.join(dir, `${name}.jsonl`);
  const edit = async (name: string, change: (docs: Line[]) => Line[]) =>
    writeFile(file(name), lines(change(parse(await readFile(file(name), 'utf8')))));
  const rules = (docs: Line[]) => docs.filter((doc) => !doc.parent_rule_id && !doc.parentRuleId);
  const at = <T>(list: readonly T[], n: number) => list[n % list.length];
  settings.serial += 1;
  const serial = settings.serial;
  switch (step.op) {
    case 'newDecks':
      return edit('decks', (decks) => [
        ...decks,
        ...step.from.map((n, i) => ({
          ...at(decks, n)!,
          id: `new-${serial}-${i}`,
          created_at: new Date(Date.parse(settings.asOf) - (i + 1) * DAY).toISOString(),
        })),
      ]);
    case 'citeOldDecks': {
      const decks = parse(await readFile(file('decks'), 'utf8'));
      return edit('events', (events) => [
        ...events,
        {
          id: `event-${serial}`,
          event_title: `大会 ${serial}`,
          event_date: new Date(Date.parse(settings.asOf) - 2 * DAY).toISOString(),
          results: step.decks.map((n, i) => ({
            rank: i + 1,
            deck_id: at(decks, n)!.id,
            player_name: `p${i}`,
          })),
        },
      ]);
    }
    case 'removeEvent':
      return edit('events', (events) =>
        events.filter((_, i) => events.length === 0 || i !== step.event % events.length),
      );
    case 'renameRule':
    case 'disableRule':
    case 'rulePriority':
    case 'deleteRule':
    case 'conditionMin':
    case 'subRuleRenamed':
      return edit('deck_rules', (docs) => {
        const target = at(rules(docs), step.rule);
        if (!target) return docs;
        if (step.op === 'deleteRule') return docs.filter((doc) => doc !== target);
        return docs.map((doc) => (doc === target ? ruleEdit(doc, step) : doc));
      });
    case 'currentSince':
      settings.currentSince = step.date;
      return;
    case 'clockWeek':
      settings.asOf = new Date(Date.parse(settings.asOf) + 7 * DAY).toISOString();
      return;
    case 'cardKind':
      return edit('cards', (cards) =>
        cards.map((card, i) => (i === step.card % cards.length ? { ...card, type: step.type } : card)),
      );
  }
}

function ruleEdit(rule: Line, step: Operation): Line {
  switch (step.op) {
    case 'renameRule':
      return { ...rule, name: `${String(rule.name)} 改` };
    case 'disableRule':
      return { ...rule, enabled: false };
    case 'rulePriority':
      return { ...rule, priority: step.priority };
    case 'conditionMin': {
      const conditions = Array.isArray(rule.conditions) ? (rule.conditions as Record<string, unknown>[]) : [];
      return {
        ...rule,
        conditions: conditions.map((c, i) => (i === 0 ? { ...c, min: Number(c.min ?? 1) + 1 } : c)),
      };
    }
    case 'subRuleRenamed': {
      const variants = Array.isArray(rule.variants) ? (rule.variants as Record<string, unknown>[]) : [];
      return {
        ...rule,
        variants: variants.map((v, i) => (i === 0 ? { ...v, name: `${String(v.name)} 改` } : v)),
      };
    }
    default:
      return rule;
  }
}

/** Every file of a documents folder by relative path (the record of the pages' inputs aside). */
async function documentsOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === DECK_INPUTS_FILE || entry.name.startsWith('.tcg-')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

/** A small snapshot: the sample's first `decks` decks, every rule, card and event. */
export async function makeFixture(dir: string, decks: number): Promise<void> {
  await cp(sample, dir, { recursive: true });
  const all = parse(await readFile(path.join(dir, 'decks.jsonl'), 'utf8'));
  await writeFile(path.join(dir, 'decks.jsonl'), lines(all.slice(0, decks)));
}

/**
 * Runs a history: the accelerated route in place on `work/fast` (threads, no size threshold: the
 * threshold setting of issue 36 item 4 is not there yet, so the tests' `parallelMinBytes: 0`),
 * the plain route fresh on `work/plain`, comparing every document after each step.
 */
export async function runHistory(work: string, steps: readonly Operation[]): Promise<void> {
  const fast = path.join(work, 'fast');
  const plain = path.join(work, 'plain');
  await rm(work, { recursive: true, force: true });
  await makeFixture(path.join(fast, 'snap'), 30);
  await cp(path.join(fast, 'snap'), path.join(plain, 'snap'), { recursive: true });
  const settings: Settings = { asOf: '2026-04-20T00:00:00.000Z', currentSince: undefined, serial: 0 };
  const threaded = { threads: 2, minBytes: 0 };
  for (const [n, step] of [undefined, ...steps].entries()) {
    if (step) {
      await apply(path.join(fast, 'snap'), step, { ...settings });
      await apply(path.join(plain, 'snap'), step, settings);
    }
    const options = {
      asOf: settings.asOf,
      minGames: 3,
      dryRun: false,
      deckDetails: true,
      currentSince: settings.currentSince,
    };
    // The fast side takes the accelerators as the commands choose them, thresholds lowered.
    const fastStore = await SnapshotStore.open(path.join(fast, 'snap'));
    await runClassify(
      { dryRun: false, asOf: settings.asOf, skipInvalid: true },
      { store: fastStore, inPlace: await classifyAccelerator(fastStore, threaded) },
    );
    await runClassify(
      { dryRun: false, asOf: settings.asOf, skipInvalid: true },
      { store: await SnapshotStore.open(path.join(plain, 'snap')) },
    );
    const out = path.join(fast, 'out');
    const aggregateStore = await SnapshotStore.open(path.join(fast, 'snap'));
    const sink = new UpdatingFolderSink(out);
    await runAggregate(options, {
      store: aggregateStore,
      sink,
      threads: await aggregateAccelerator(aggregateStore, sink, threaded),
    });
    const fresh = path.join(plain, `out-${n}`);
    await runAggregate(options, {
      store: await SnapshotStore.open(path.join(plain, 'snap')),
      sink: new FolderSink(fresh),
    });
    const expected = await documentsOf(path.join(fresh, 'docs'));
    const actual = await documentsOf(path.join(out, 'docs'));
    const where = `after step ${n} (${JSON.stringify(step ?? 'start')})`;
    expect([...actual.keys()].sort(), where).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(actual.get(file), `${where}: ${file}`).toBe(text);
    await rm(fresh, { recursive: true, force: true });
  }
}

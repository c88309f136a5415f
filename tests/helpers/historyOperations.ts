// The operations of the incremental-equals-full differential (issue 36): each a real change an
// admin or the clock makes to a snapshot or to a run's settings, applied to the snapshot's JSONL
// files as `tcg export` writes them. fast-check draws them; numbers pick a deck, event, rule or
// card by position (modulo the list), so any drawn value applies to any snapshot.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';

const DAY = 24 * 3600_000;

/** One operation on the snapshot or the run's settings. */
export type Operation =
  | { op: 'newDecks'; from: number[] }
  | { op: 'citeOldDecks'; decks: number[] }
  | { op: 'removeEvent'; event: number }
  | { op: 'addRule'; card: number; priority: number }
  | { op: 'renameRule'; rule: number }
  | { op: 'disableRule'; rule: number }
  | { op: 'rulePriority'; rule: number; priority: number }
  | { op: 'deleteRule'; rule: number }
  | { op: 'conditionMin'; rule: number }
  | { op: 'addSubRule'; rule: number; card: number }
  | { op: 'subRuleRenamed'; rule: number }
  | { op: 'subRuleCondition'; rule: number }
  | { op: 'deleteSubRule'; rule: number }
  | { op: 'currentSince'; date: string }
  | { op: 'clockWeek' }
  | { op: 'cardKind'; card: number; type: string }
  | { op: 'ruleStatsPath'; path: string | undefined };

const at = <T>(list: readonly T[], n: number): T | undefined => list[n % list.length];
const onRule = <K extends Operation['op']>(op: K) => fc.record({ op: fc.constant(op), rule: fc.nat() });

export const operation = fc.oneof(
  fc.record({ op: fc.constant('newDecks'), from: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ op: fc.constant('citeOldDecks'), decks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }) }),
  fc.record({ op: fc.constant('removeEvent'), event: fc.nat() }),
  fc.record({ op: fc.constant('addRule'), card: fc.nat(), priority: fc.integer({ min: 0, max: 30 }) }),
  onRule('renameRule'),
  onRule('disableRule'),
  fc.record({ op: fc.constant('rulePriority'), rule: fc.nat(), priority: fc.integer({ min: 0, max: 30 }) }),
  onRule('deleteRule'),
  onRule('conditionMin'),
  fc.record({ op: fc.constant('addSubRule'), rule: fc.nat(), card: fc.nat() }),
  onRule('subRuleRenamed'),
  onRule('subRuleCondition'),
  onRule('deleteSubRule'),
  fc.record({
    op: fc.constant('currentSince'),
    date: fc.constantFrom('2026-02-01', '2026-03-01', '2026-03-20'),
  }),
  fc.record({ op: fc.constant('clockWeek') }),
  fc.record({
    op: fc.constant('cardKind'),
    card: fc.nat(),
    type: fc.constantFrom('サポート', 'エーススペック', 'グッズ', 'ポケモンのどうぐ'),
  }),
  fc.record({ op: fc.constant('ruleStatsPath'), path: fc.constantFrom(undefined, '/stats/rules') }),
) as fc.Arbitrary<Operation>;

export type Line = Record<string, unknown> & { id: string };
export const parse = (text: string): Line[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Line);
export const lines = (docs: readonly Line[]): string =>
  docs.map((doc) => `${JSON.stringify(doc)}\n`).join('');

/** What a history carries besides the snapshot: the clock, 現環境's start, the site's settings. */
export interface Settings {
  asOf: string;
  currentSince: string | undefined;
  ruleStatsPath: string | undefined;
  /** Operations applied so far (new ids are numbered by it). */
  serial: number;
}

/** Applies one operation to a snapshot folder (its JSONL files) and the settings. */
export async function apply(dir: string, step: Operation, settings: Settings): Promise<void> {
  const file = (name: string) => path.join(dir, `${name}.jsonl`);
  const read = async (name: string) => parse(await readFile(file(name), 'utf8'));
  const edit = async (name: string, change: (docs: Line[]) => Line[]) =>
    writeFile(file(name), lines(change(await read(name))));
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
      const decks = await read('decks');
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
      return edit('events', (events) => events.filter((_, i) => i !== step.event % events.length));
    case 'addRule': {
      const card = at(await read('cards'), step.card)!;
      return edit('deck_rules', (rules) => [
        ...rules,
        {
          id: `rule-${serial}`,
          name: `${String(card.name)}デッキ ${serial}`,
          enabled: true,
          priority: step.priority,
          description: '',
          conditions: [{ pattern: `^${escapeRegExp(String(card.name))}$`, min: 1, max: null, negate: false }],
          variants: [],
        },
      ]);
    }
    case 'renameRule':
    case 'disableRule':
    case 'rulePriority':
    case 'deleteRule':
    case 'conditionMin':
    case 'subRuleRenamed':
    case 'subRuleCondition':
    case 'deleteSubRule':
      return edit('deck_rules', (rules) => {
        const target = at(rules, step.rule);
        if (!target) return rules;
        if (step.op === 'deleteRule') return rules.filter((rule) => rule !== target);
        return rules.map((rule) => (rule === target ? ruleEdit(rule, step) : rule));
      });
    case 'addSubRule': {
      const card = at(await read('cards'), step.card)!;
      return edit('deck_rules', (rules) => {
        const target = at(rules, step.rule);
        return rules.map((rule) =>
          rule !== target
            ? rule
            : {
                ...rule,
                variants: [
                  ...variantsOf(rule),
                  {
                    id: `sub-${serial}`,
                    name: `${String(card.name)}型`,
                    enabled: true,
                    priority: variantsOf(rule).length + 1,
                    description: '',
                    conditions: [
                      { pattern: escapeRegExp(String(card.name)), min: 1, max: null, negate: false },
                    ],
                  },
                ],
              },
        );
      });
    }
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
    case 'ruleStatsPath':
      settings.ruleStatsPath = step.path;
      return;
  }
}

type Condition = Record<string, unknown>;
const variantsOf = (rule: Line) => (Array.isArray(rule.variants) ? (rule.variants as Line[]) : []);
const conditionsOf = (rule: Record<string, unknown>) =>
  Array.isArray(rule.conditions) ? (rule.conditions as Condition[]) : [];
/** One more copy asked of the first condition. */
const oneMore = (rule: Record<string, unknown>) =>
  conditionsOf(rule).map((c, i) => (i === 0 ? { ...c, min: Number(c.min ?? 1) + 1 } : c));

function ruleEdit(rule: Line, step: Operation): Line {
  const firstVariant = (change: (variant: Line) => Line | undefined) => ({
    ...rule,
    variants: variantsOf(rule).flatMap((v, i) => (i === 0 ? (change(v) ?? []) : [v])),
  });
  switch (step.op) {
    case 'renameRule':
      return { ...rule, name: `${String(rule.name)} 改` };
    case 'disableRule':
      return { ...rule, enabled: false };
    case 'rulePriority':
      return { ...rule, priority: step.priority };
    case 'conditionMin':
      return { ...rule, conditions: oneMore(rule) };
    case 'subRuleRenamed':
      return firstVariant((v) => ({ ...v, name: `${String(v.name)} 改` }));
    case 'subRuleCondition':
      return firstVariant((v) => ({ ...v, conditions: oneMore(v) }));
    case 'deleteSubRule':
      return firstVariant(() => undefined);
    default:
      return rule;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

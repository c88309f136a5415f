#!/usr/bin/env node
// The oracle of the "hand-checked key numbers" test (tests/aggregate.test.ts): recounts them from
// data/sample's JSONL files with none of the engine's code: rules as plain regular expressions over
// card names, weeks as Friday 00:00 JST by weekday arithmetic (a deck dated by the earliest event
// citing it, else its creation), finals as rank 1 against rank 2,
// and the Wilson interval from its formula. `node scripts/oracle/sampleKeyNumbers.mjs [DIR]`
// prints the numbers as JSON; when data/sample changes, compare them with the test's before
// updating the golden files.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? path.join(import.meta.dirname, '../../data/sample');
const read = (name) =>
  readFileSync(path.join(dir, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

// Every rule (statistics-only sub-rule documents aside) names a type; only enabled ones match decks.
const allRules = read('deck_rules').filter((r) => !r.parent_rule_id);
const rules = allRules.filter((r) => r.enabled !== false);
const decks = read('decks');
const events = read('events');

// A condition counts the copies of every card whose name matches; min defaults to 1, max to none.
const copies = (deck, pattern) => {
  const re = new RegExp(pattern, 'u');
  return deck.cards.filter((c) => re.test(c.name)).reduce((sum, c) => sum + Number(c.count), 0);
};
const holds = (deck, conditions) =>
  conditions.every((c) => {
    const n = copies(deck, c.pattern);
    const inRange = n >= (c.min ?? 1) && (c.max == null || n <= c.max);
    return c.negate === true ? !inRange : inRange;
  });
const byPriorityThenId = (a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ordered = [...rules].sort(byPriorityThenId);
const matchesOf = (deck) => ordered.filter((rule) => holds(deck, rule.conditions));

// Weeks start on Friday 00:00 JST (UTC+9): the key is that Friday's date.
const DAY = 86_400_000;
const weekKey = (iso) => {
  const jst = new Date(Date.parse(iso) + 9 * 3600_000);
  const sinceFriday = (jst.getUTCDay() + 2) % 7; // Friday = 5 -> 0
  return new Date(jst.getTime() - sinceFriday * DAY).toISOString().slice(0, 10);
};

const wilson = (k, n, z = 1.959963984540054) => {
  const p = k / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [centre - half, centre + half];
};

const matched = decks.map((deck) => ({ deck, rules: matchesOf(deck) }));
const matchedDecks = matched.filter((m) => m.rules.length > 0);
const countBy = new Map();
for (const { rules: rs } of matchedDecks) for (const r of rs) countBy.set(r.id, (countBy.get(r.id) ?? 0) + 1);
const top = [...countBy].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
const topRule = rules.find((r) => r.id === top[0]);
const topDecks = matchedDecks.filter((m) => m.rules.includes(topRule)).map((m) => m.deck);

const variants = [...(topRule.variants ?? [])]
  .filter((v) => v.enabled !== false)
  .sort(byPriorityThenId)
  .map((v) => [v.id, topDecks.filter((deck) => holds(deck, v.conditions)).length]);
const pepper = topDecks.filter((deck) => deck.cards.some((c) => c.name === 'ペパー')).length;

// A deck counts on the date of the earliest event whose results cite it, else its created_at.
const playedOn = new Map();
for (const event of events)
  for (const result of event.results ?? [])
    if (result.deck_id && event.event_date) {
      const known = playedOn.get(result.deck_id);
      if (known === undefined || Date.parse(event.event_date) < Date.parse(known))
        playedOn.set(result.deck_id, event.event_date);
    }
const dateOf = (deck) => playedOn.get(deck.id) ?? deck.created_at;

// Every week from the oldest deck's to the newest's, empty ones included.
const keys = decks.filter((d) => dateOf(d)).map((d) => weekKey(dateOf(d)));
const first = keys.reduce((a, b) => (a < b ? a : b));
const last = keys.reduce((a, b) => (a > b ? a : b));
const weeks = [];
for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 7 * DAY) {
  const key = new Date(t).toISOString().slice(0, 10);
  const inWeek = matched.filter((m) => dateOf(m.deck) && weekKey(dateOf(m.deck)) === key);
  weeks.push({
    key,
    totalDecks: inWeek.length,
    matchedDecks: inWeek.filter((m) => m.rules.length > 0).length,
    top: inWeek.filter((m) => m.rules.includes(topRule)).length,
  });
}

// Finals: the first rank-1 result beats the first rank-2 result; a result's type is its deck's
// first rule, else the rule (enabled or not) whose id, else name, is its deck_type; unknown types
// and mirrors don't count.
const primary = new Map(matched.map((m) => [m.deck.id, m.rules[0]?.id]));
const typeOf = (result) =>
  (result.deck_id !== undefined ? primary.get(result.deck_id) : undefined) ??
  (
    allRules.find((r) => r.id === result.deck_type?.trim()) ??
    allRules.find((r) => r.name === result.deck_type?.trim())
  )?.id;
let finals = 0;
let topWins = 0;
let topLosses = 0;
for (const event of events) {
  const rank = (r) => Number.parseInt(String(r.rank), 10);
  const winner = event.results?.find((r) => rank(r) === 1);
  const loser = event.results?.find((r) => rank(r) === 2);
  if (!winner || !loser) continue;
  const [w, l] = [typeOf(winner), typeOf(loser)];
  if (w === undefined || l === undefined || w === l) continue;
  finals += 1;
  if (w === topRule.id) topWins += 1;
  if (l === topRule.id) topLosses += 1;
}

const [before, latest] = weeks.slice(-2);
console.log(
  JSON.stringify(
    {
      totalDecks: decks.length,
      matchedDecks: matchedDecks.length,
      unclassifiedDecks: decks.length - matchedDecks.length,
      topRule: topRule.id,
      topMatchedDecks: topDecks.length,
      topShareInterval: wilson(topDecks.length, matchedDecks.length),
      topVariants: variants,
      topPepperDecks: pepper,
      weeks: weeks.length,
      firstWeek: [weeks[0].key, weeks[0].totalDecks, weeks[0].matchedDecks],
      lastWeek: [latest.key, latest.totalDecks, latest.matchedDecks],
      topLastTwoWeeks: [before.top, before.matchedDecks, latest.top, latest.matchedDecks],
      finals,
      topFinals: [topWins, topLosses],
    },
    null,
    2,
  ),
);

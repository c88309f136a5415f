// Draws the sample events: weekend tournaments over the sample weeks with top-4 or top-8
// results. Ranks 1 and 2 are always there (they make the matchups); a result names its deck by
// a sample deck id, by a deck type (a rule name, or a label no rule has), or both.
import { DAY_MS, HOUR_MS, jstIso, SAMPLE_WEEKS, weekStartMs } from './calendar.ts';
import { recipeWeightIn, type SampleDeck } from './decks.ts';
import type { SampleRandom } from './random.ts';
import { RECIPES, type Recipe } from './recipes.ts';
import { SAMPLE_RULES } from './rules.ts';

const SHOPS: readonly (readonly [shop: string, prefecture: string, city: string])[] = [
  ['カードショップ ピカ 新宿店', '東京都', '新宿区'],
  ['トレカ広場 池袋', '東京都', '豊島区'],
  ['ホビーステーション 梅田', '大阪府', '大阪市北区'],
  ['カードラボ 名古屋大須', '愛知県', '名古屋市中区'],
  ['ボードゲームカフェ 博多', '福岡県', '福岡市博多区'],
  ['トレカショップ 札幌すすき野', '北海道', '札幌市中央区'],
  ['カードキングダム 仙台', '宮城県', '仙台市青葉区'],
  ['ホビーショップ 横浜西口', '神奈川県', '横浜市西区'],
  ['トレカの森 京都', '京都府', '京都市下京区'],
  ['カードスクエア 広島', '広島県', '広島市中区'],
];

const PLAYERS = [
  'たけし',
  'かすみ',
  'ユウキ',
  'ハルカ',
  'ミツル',
  'コウジ',
  'さくら',
  'リョウ',
  'ナツメ',
  'ダイ',
  'みなみ',
  'ソウタ',
  'あおい',
  'ケンタ',
  'ヒナ',
  'レン',
  'つばさ',
  'カイト',
  'ゆい',
  'シュン',
];

interface Tournament {
  title: string;
  /** The ranks of the results, as the official site buckets them. */
  ranks: readonly number[];
}

const TOURNAMENTS: readonly Tournament[] = [
  { title: 'シティリーグ シーズン4', ranks: [1, 2, 3, 3, 5, 5, 5, 5] },
  { title: 'ジムバトル', ranks: [1, 2, 3, 4] },
  { title: 'トレーナーズリーグ（スタンダード）', ranks: [1, 2, 3, 4] },
  { title: 'ポケモンカードゲーム 自主大会', ranks: [1, 2, 3, 3, 5, 5, 5, 5] },
];

/** The deck type a result names: the rule's name when a rule is meant for the recipe. */
function deckTypeOf(recipe: Recipe): string {
  const rule = SAMPLE_RULES.find((r) => r.id === recipe.rule);
  return rule?.name ?? recipe.label;
}

export function generateEvents(
  random: SampleRandom,
  decks: readonly SampleDeck[],
): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  const usedDecks = new Set<string>();
  let eventNumber = 741200;
  for (let week = 0; week < SAMPLE_WEEKS; week++) {
    const perWeek = random.int(3, 4);
    const available = RECIPES.filter((recipe) => recipeWeightIn(recipe, week) > 0);
    for (let e = 0; e < perWeek; e++) {
      // Saturday (day 1 of the Friday week) or Sunday (day 2).
      const dayMs = weekStartMs(week) + random.int(1, 2) * DAY_MS;
      const tournament = random.pick(TOURNAMENTS);
      const [shop, prefecture, city] = random.pick(SHOPS);
      eventNumber += random.int(3, 40);
      const id = String(eventNumber);
      const textRanks = events.length % 9 === 4; // some results carry their rank as text
      const results = tournament.ranks.map((rank, index) => {
        const recipe = random.weighted(available, (r) => recipeWeightIn(r, week));
        const result: Record<string, unknown> = {
          rank: textRanks ? String(rank) : rank,
          player_name: PLAYERS[(events.length * 7 + index * 3) % PLAYERS.length],
        };
        const roll = random.float();
        const deck = roll < 0.55 ? unusedDeck(decks, recipe, dayMs, usedDecks, random) : undefined;
        if (deck) {
          usedDecks.add(deck.doc.id);
          result.deck_id = deck.doc.id;
          if (roll < 0.15) result.deck_type = deckTypeOf(recipe);
        } else {
          result.deck_type = deckTypeOf(recipe);
        }
        return result;
      });
      events.push({
        id,
        event_title: `${tournament.title} ${prefecture}`,
        shop_name: shop,
        event_date: jstIso(dayMs),
        // Synced the next night; the newest week's the same evening (before the as-of).
        created_at: jstIso(dayMs + (week < SAMPLE_WEEKS - 1 ? 27 : 21) * HOUR_MS),
        url: `https://players.pokemon-card.com/event/detail/${id}/result`,
        format: 'スタンダード',
        prefecture,
        city,
        location: shop,
        results,
      });
    }
  }
  // A tournament whose results are not in yet (the page shows 「結果の登録がありません」).
  const dayMs = weekStartMs(SAMPLE_WEEKS - 1) + 2 * DAY_MS;
  events.push({
    id: String(eventNumber + 17),
    event_title: 'ジムバトル 東京都',
    shop_name: SHOPS[0]![0],
    event_date: jstIso(dayMs),
    created_at: jstIso(dayMs + 22 * HOUR_MS),
    url: `https://players.pokemon-card.com/event/detail/${eventNumber + 17}/result`,
    format: 'スタンダード',
    prefecture: SHOPS[0]![1],
    city: SHOPS[0]![2],
    note: '結果は未登録です。',
    results: [],
  });
  return events;
}

/** A deck of the recipe created on or before the event day that no other result uses yet. */
function unusedDeck(
  decks: readonly SampleDeck[],
  recipe: Recipe,
  dayMs: number,
  used: ReadonlySet<string>,
  random: SampleRandom,
): SampleDeck | undefined {
  const candidates = decks.filter(
    (d) => d.recipe === recipe && d.createdMs < dayMs + DAY_MS && !used.has(d.doc.id),
  );
  return candidates.length === 0 ? undefined : random.pick(candidates.slice(-6));
}

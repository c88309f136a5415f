// The description of each page for `<meta name="description">` and the Open Graph / Twitter
// tags: a fixed sentence per list page, and the entity's own figures on detail pages.
import { DOCUMENTS, type DocumentKind, type DocumentOf } from '../../engine/documentRegistry.ts';
import { formatDateJst, formatShare } from '../../engine/format.ts';
import { RULE_STATS_PATH } from './site.ts';

const SITE_DESCRIPTION =
  'ポケモンカードゲームの大会・デッキ情報から、デッキタイプ別のシェア、カード採用率、週ごとの推移、相性を集計する非公式の統計サイトです。';

const LIST_PAGES: Record<string, string> = {
  '/': SITE_DESCRIPTION,
  '/events': '集計対象のイベント一覧：開催日、店舗、優勝デッキ、結果数。期間と大会の種類で絞り込めます。',
  '/decks': 'デッキタイプ別のシェアランキングと直近3週の推移。',
  '/cards': 'カードごとの採用率と平均枚数、よく採用するデッキタイプ。ひらがな・カタカナで検索できます。',
  '/check':
    'デッキリストを貼り付けると、デッキタイプとサブルールの判定と、標準的な60枚との違いを表示します。',
  '/matchups': 'デッキタイプ同士の相性表：公式の大会結果でわかる決勝（1位と2位）の勝敗から集計。',
  [RULE_STATS_PATH]: 'デッキタイプ（ルール）ごとの統計の一覧。',
  '/policies/ads': '広告・アフィリエイトの掲載方針とお問い合わせ先。',
};

/**
 * A document the page's data hook put under `key`, if it is one of `kind` (page data reach the
 * renderer untyped; only the few detail pages parse, deck pages never get here).
 */
function docIn<K extends DocumentKind>(data: unknown, key: string, kind: K): DocumentOf<K> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const parsed = DOCUMENTS[kind].schema.safeParse(Reflect.get(data, key));
  return parsed.success ? (parsed.data as DocumentOf<K>) : undefined;
}

/** The page's description; `data` is the page's prerender data (detail pages read their document). */
export function pageDescription(pathname: string, data: unknown): string {
  const fixed = LIST_PAGES[pathname];
  if (fixed) return fixed;
  const variant = pathname.includes('/variants/') ? docIn(data, 'detail', 'variant') : undefined;
  if (variant) {
    return `${variant.rule.name}のサブルール「${variant.variant.name}」：全期間${variant.summary.matchedDecks}デッキ、ルール内シェア${formatShare(variant.summary.shareWithinRule)}。採用カードと枚数分布。`;
  }
  const detail = pathname.startsWith('/decks/') ? docIn(data, 'detail', 'deckType') : undefined;
  if (detail) {
    return `${detail.rule.name}：全期間のシェア${formatShare(detail.rule.share)}（${detail.rule.matchedDecks}デッキ）。採用カード、枚数分布、標準的な60枚、週ごとの推移と相性。`;
  }
  const event = pathname.startsWith('/events/') ? docIn(data, 'event', 'event') : undefined;
  if (event) {
    return `${event.title}（${formatDateJst(event.eventDate)}${event.shop ? `・${event.shop}` : ''}）の結果とデッキタイプ。`;
  }
  if (pathname.startsWith('/deck/')) return 'デッキのカード一覧、デッキタイプ、標準的な60枚との違い。';
  if (pathname.startsWith(`${RULE_STATS_PATH}/`))
    return 'デッキタイプ（ルール）の統計：採用カード、ポケモンの内訳、一致するデッキ。';
  return SITE_DESCRIPTION;
}

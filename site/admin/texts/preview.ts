// The rule preview screen.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.
import { DECK_ID_MESSAGES } from '../../../engine/messages.ts';

/** Rule preview (§2 "Rule preview", §8 "Preview"). */
export const PREVIEW = {
  title: 'ルールプレビュー',
  deckId: 'デッキID',
  run: '実行',
  loading: 'プレビューを実行中…（最大180秒）',
  failed: 'プレビューに失敗しました',
  timeout: 'タイムアウトしました。再実行してください。',
  deckFailed: 'プレビューの実行に失敗しました',
  invalidId: DECK_ID_MESSAGES.invalidOnPreview,
  source: 'データ元',
  sourceFirestore: 'データベース',
  sourceOfficial: '公式サイト',
  invalidRules: '不正なルール',
  matchedRules: '一致したルール',
  noMatch: '一致するルールはありません',
  allVerdicts: 'すべてのルールの判定',
  colPattern: 'パターン',
  colMin: '最小',
  colMax: '最大',
  colNegate: '除外',
  colCount: '枚数',
  colResult: '判定',
  ok: 'OK',
  ng: 'NG',
  matched: '一致',
  notMatched: '不一致',
} as const;

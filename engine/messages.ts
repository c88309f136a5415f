// The Japanese messages of spec admin §5 (validation), one place for every screen, callable and
// CLI that shows them. Texts the spec gives are verbatim; the ones marked "ours" fill its gaps.
import { patternReason } from './patternReason.ts';
import { MAX_RULES } from './rules/ruleLimit.ts';

/** Rule save (spec admin §5 "Rule save"). */
export const RULE_MESSAGES = {
  nameRequired: 'name は必須です',
  nameHasSlash: '名前にスラッシュは使用できません',
  conditionsRequired: 'conditions は1件以上必要です',
  patternRequired: 'pattern は必須です',
  /** Followed by the regular-expression engine's error, in Japanese (engine/patternReason.ts). */
  patternInvalidPrefix: '正規表現が不正です: ',
  minInvalid: 'min は0以上の数値です',
  maxInvalid: 'max は0以上の数値です',
  minAboveMax: 'min は max 以下である必要があります',
  /** Ours: the spec says a sub-rule id is required and slash-free without giving the text. */
  variantIdRequired: 'id は必須です',
  variantIdHasSlash: 'IDにスラッシュは使用できません',
  /** Ours: two sub-rules with one id would share one public page (`{ruleId}__{variantId}`). */
  variantIdDuplicate: 'サブルールIDが重複しています',
  /** Ours: a snapshot can hold two rules with one id; Firestore cannot, and pages key by id. */
  ruleIdDuplicate: 'ルールIDが重複しています',
  /** Ours, for ids no sink can store (engine/ids.ts): Firestore ids, file names and URLs. */
  idDotSegment: 'IDに「.」「..」は使用できません',
  /** Hosting does not serve dot-files: the rule's pages and share images would answer 404. */
  idLeadingDot: 'IDを「.」で始めることはできません',
  idIllFormed: 'IDに不正な文字（対になっていないサロゲート）が含まれています',
  idReserved: 'IDを「__」で始めて「__」で終わる形にはできません',
  idTooLong: 'IDは1500バイト以内にしてください',
  idControl: 'IDに改行などの制御文字は使用できません',
  /** A sub-rule's statistics document `deck_rules/<ruleId>__<variantId>` that cannot be stored. */
  variantDocIdInvalid: (docId: string, reason: string) =>
    `ルールIDとサブルールIDをつないだ「${docId}」は保存できません: ${reason}`,
  /** Two rules whose documents would be one: `X__Y` + `Z` and `X` + `Y__Z`. */
  idCollision: (docPath: string, owner: string) => `文書「${docPath}」が${owner}と重複しています`,
  /** Ours: a new rule past the rule-count limit (engine/rules/ruleLimit.ts says why). */
  tooManyRules: `ルールが多すぎます: 上限 ${MAX_RULES} 件。ルールを削除するか統合してください`,
} as const;

/**
 * Ours: patterns whose matching time can explode on some card name (ReDoS), as the recheck
 * checker finds them; each follows 正規表現が不正です like any other rejected pattern.
 */
export const UNSAFE_PATTERN_MESSAGES = {
  exponential: `${RULE_MESSAGES.patternInvalidPrefix}繰り返しが入れ子になっていて、照合時間が入力の長さに対して指数関数的に増えます`,
  polynomial: `${RULE_MESSAGES.patternInvalidPrefix}繰り返しが重なっていて、照合時間が入力の長さに対して急増します`,
  unknown: `${RULE_MESSAGES.patternInvalidPrefix}照合時間が安全か確認できませんでした。より単純なパターンにしてください`,
  /** Followed by the part of the pattern that backtracks, e.g. `(a+)+`. */
  hotspotPrefix: '（問題の箇所: ',
} as const;

/** "正規表現が不正です: " plus the engine's error in Japanese (the English is the detail). */
export function invalidPatternMessage(engineError: string): string {
  return `${RULE_MESSAGES.patternInvalidPrefix}${patternReason(engineError)}`;
}

/** JSON apply in the rule editor (spec admin §5 "JSON apply"); all but the first are ours. */
export const RULE_JSON_MESSAGES = {
  syntax: 'JSON の構文が不正です。',
  rootNotObject: 'ルートはオブジェクトである必要があります。',
  conditionsNotArray: 'conditions は配列である必要があります。',
  conditionShape: '条件は文字列の pattern と数値の min・max を持つオブジェクトである必要があります。',
  minMissing: 'min がありません。数値で指定してください。',
  maxMissing: 'max がありません。数値で指定してください（上限なしは null）。',
  variantsNotArray: 'variants は配列である必要があります。',
  variantShape: 'サブルールは文字列の id と1件以上の conditions を持つオブジェクトである必要があります。',
  priorityNotNumber: 'priority は数値で指定してください。',
} as const;

/** Deck ID format (spec admin §5 "Deck ID"): the preview page and the lookup page. */
export const DECK_ID_MESSAGES = {
  invalidOnPreview: 'デッキIDの形式が不正です（例: 4cYKcc-l9gMiB-8acGaJ）',
  invalidOnLookup: 'デッキIDの形式が不正です（例: ABCDEF-GHIJKL-MNOPQR）',
} as const;

/** Settings, event sync, stale-lock release and sign-in (the rest of spec admin §5). */
export const ADMIN_FORM_MESSAGES = {
  eventOffsetInvalid: '0〜10000の整数を入力してください',
  /** Ours: the 現環境 start date of the settings screen. */
  currentSinceInvalid: '現環境の開始日は YYYY-MM-DD の日付で入力してください（空欄: 最新弾の発売日）',
  /** Ours: a 現環境 start more than a year ahead (engine/currentSinceDate.ts). */
  currentSinceTooLate: '現環境の開始日は今日から1年後までの日付で入力してください',
  saved: '保存しました',
  eventSyncRangeInvalid: 'オフセットは0以上、件数は1〜100で指定してください。',
  staleLockMinutesInvalid: 'ロック解除対象の分数は 5〜1440 の範囲で指定してください。',
  staleLockLimitInvalid: '一度に解除する件数は 1〜200 の範囲で指定してください。',
  /** Ours: the bulk re-queue of failed deck jobs. */
  requeueJobsInvalid: '再キューするジョブを 1〜200 件選択してください。',
  saveUnauthenticated: '未認証のため保存できません',
  toggleUnauthenticated: '未認証のため更新できません',
  toggleRuleMissing: '対象のルールが見つかりません',
  confirmDelete: '削除しますか？この操作は取り消せません。',
} as const;

/** The deck job queue's release form (spec admin §8 "Deck jobs"). */
export const DECK_JOB_MESSAGES = {
  noneMatched: '条件に一致するジョブはありませんでした。',
} as const;

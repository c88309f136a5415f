// Japanese phrasing of a rule condition (spec admin §9), e.g. 「リザードンex」を2枚以上にする.
// The negated forms for "N or more" and "at most M" are ours (the spec lists two negated forms).

export interface ConditionLike {
  pattern: string;
  /** Defaults to 1, as in the data model. */
  min?: number | null;
  max?: number | null;
  negate?: boolean | null;
}

/**
 * The count range as a phrase: N枚にする (min = max), N枚以上にする (no max), M枚以下に抑える
 * (min 0), N〜M枚にする; negated N枚にはしない, N枚以上にはしない, M枚以下にはしない,
 * N〜M枚の範囲を避ける.
 */
export function conditionRangePhrase(condition: Omit<ConditionLike, 'pattern'>): string {
  const min = condition.min ?? 1;
  const max = condition.max ?? null;
  const negate = condition.negate === true;
  if (max === null) return negate ? `${min}枚以上にはしない` : `${min}枚以上にする`;
  if (min === max) return negate ? `${min}枚にはしない` : `${min}枚にする`;
  if (min === 0) return negate ? `${max}枚以下にはしない` : `${max}枚以下に抑える`;
  return negate ? `${min}〜${max}枚の範囲を避ける` : `${min}〜${max}枚にする`;
}

/** The whole condition as a sentence: 「pattern」を + the range phrase. */
export function describeCondition(condition: ConditionLike): string {
  return `「${condition.pattern}」を${conditionRangePhrase(condition)}`;
}

/**
 * The card names of a pattern in plain words, for public pages: anchors dropped, alternatives
 * joined by 「または」; null when the pattern uses other regular-expression syntax.
 */
export function plainPatternNames(pattern: string): string | null {
  const parts = pattern.split('|').map((part) => part.replace(/^\^/, '').replace(/\$$/, ''));
  const names: string[] = [];
  for (const part of parts) {
    const unescaped = part.replace(/\\(.)/gu, '$1');
    // Anything left that a regex would read specially means the pattern is not a plain name list.
    if (part === '' || /(?<!\\)[.*+?()[\]{}^$]/u.test(part)) return null;
    names.push(`「${unescaped}」`);
  }
  return names.join('または');
}

/** A condition in words a player reads (「ドラパルトex」を1枚以上採用), or null for a complex pattern. */
export function plainCondition(condition: ConditionLike): string | null {
  const names = plainPatternNames(condition.pattern);
  if (names === null) return null;
  const min = condition.min ?? 1;
  const max = condition.max ?? null;
  if (condition.negate === true) {
    if (max === null && min <= 1) return `${names}を採用していない`;
    return `${names}の枚数が${rangeWords(min, max)}ではない`;
  }
  return `${names}を${rangeWords(min, max)}採用`;
}

function rangeWords(min: number, max: number | null): string {
  if (max === null) return `${min}枚以上`;
  if (min === max) return `${min}枚`;
  if (min === 0) return `${max}枚まで`;
  return `${min}〜${max}枚`;
}

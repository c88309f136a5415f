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

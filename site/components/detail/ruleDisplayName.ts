// How a rule (deck type) name is shown on its detail pages: the spec strips parenthesised text
// that contains a slash (set lists such as "(SV3a/SV4)"), but keeps other brackets.

// Innermost parenthesised group, ASCII or full-width brackets, whose text holds a slash.
const PARENTHESIZED_WITH_SLASH = /\s*[(（][^()（）]*[/／][^()（）]*[)）]/gu;

/** `リザードンex (SV3a/SV4)` -> `リザードンex`; `ロスト（ギラティナ）` stays whole. */
export function displayRuleName(name: string): string {
  const stripped = name.replace(PARENTHESIZED_WITH_SLASH, '').replace(/\s+/gu, ' ').trim();
  return stripped === '' ? name.trim() : stripped;
}

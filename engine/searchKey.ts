// The text a card search compares: the same key for a name however it is typed, so ひらがな and
// カタカナ, 全角 and 半角 (ｶﾀｶﾅ included) and upper and lower case find the same card. Runs in
// the browser (the /cards search) and at build time (each row's key), so both agree.

/** NFKC (width, half-width kana), lower case, no blanks, hiragana as katakana. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, '')
    .replace(/[\u3041-\u3096\u309d\u309e]/gu, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

// The export screen.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Export (§2 "Export page", §8 "Export"). */
export const EXPORT = {
  title: 'エクスポート',
  decksTitle: 'デッキ',
  decksNote: 'decks コレクションを JSON でダウンロードします。',
  rulesTitle: 'デッキルール',
  rulesNote: 'deck_rules コレクションを JSON でダウンロードします。',
  download: 'JSON をダウンロード',
  errorPrefix: 'エラーが発生しました: ',
  unknownError: '不明なエラー',
  hint: '権限やネットワークを確認してください。',
} as const;

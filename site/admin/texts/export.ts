// The export screen.
// Part of the back office's Japanese texts (site/admin/texts/): texts the spec gives (admin §2, §5, §8)
// are verbatim; labels the spec describes only in English are ours, marked so.
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

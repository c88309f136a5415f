// Texts every screen shares, and the web SDK's failures in Japanese.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

export const COMMON = {
  loading: '読み込み中…',
  running: '実行中…',
  dash: '—',
  back: '戻る',
  reload: '再読み込み',
  more: 'もっと見る',
  yes: 'はい',
  no: 'いいえ',
  disabled: '無効',
  enabled: '有効',
  unknownError: '不明なエラー',
  /** The toggle over a message's technical detail (e.g. the regex engine's English). */
  detail: '詳細',
} as const;

/**
 * Failures the web SDK reports in English (ours): no answer from the server, a timeout, a
 * cancelled call, a server error without a message. The screens show these instead.
 */
export const NETWORK = {
  unreachable: 'サーバーに接続できませんでした。ネットワークを確認してください。',
  timeout: 'サーバーから時間内に応答がありませんでした。しばらくしてから再実行してください。',
  unavailable: 'サーバーが一時的に利用できません。しばらくしてから再実行してください。',
  cancelled: '呼び出しが中断されました',
  internal: 'サーバーでエラーが発生しました',
  denied: '権限がありません',
  invalid: '送信した内容が正しくありません',
  notFound: '対象が見つかりませんでした',
  precondition: '実行できる状態ではありません',
  other: 'サーバーとの通信に失敗しました',
  signInCancelled: 'ログインが中断されました',
  badCredentials: 'ログイン情報が正しくありません',
  signInFailed: 'ログインに失敗しました',
} as const;

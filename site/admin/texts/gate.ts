// The admin gate: sign-in, the admin claim, and the e-mail sign-in of emulator builds.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** Admin gate (§2 "Admin gate", §8 "Gate and settings"). */
export const GATE = {
  loading: 'loading',
  loginTitle: '管理者ログイン',
  loginSubtitle: 'Google アカウントでログインしてください', // ours: the identity provider is Google
  loginButton: 'ログイン',
  noAdminTitle: '権限がありません',
  noAdminNote: 'オーナーアカウントの場合は、下のボタンから自分に管理者権限を付与できます。',
  requestAdmin: '管理者権限をリクエスト',
  grantFailed: '管理者権限の付与に失敗しました',
  logout: 'ログアウト',
} as const;

/** E-mail sign-in (ours), in emulator builds only: a production bundle leaves these texts out. */
export const EMULATOR_LOGIN = {
  note: 'エミュレーター用のビルドです（本番では表示されません）',
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  button: 'メールアドレスでログイン',
} as const;

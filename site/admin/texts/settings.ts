// The settings screen.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.
import { ADMIN_FORM_MESSAGES } from '../../../engine/messages.ts';

/** Settings (§2 "Settings screen", §5 eventOffset). */
export const SETTINGS = {
  title: '設定',
  subtitle: 'イベント取得時のオフセット（eventOffset）を管理します。',
  eventOffsetLabel: 'イベント取得オフセット',
  currentSinceLabel: '現環境の開始日',
  currentSinceHelp:
    '公開サイトの「現環境」の集計開始日（YYYY-MM-DD）。空欄なら最新弾の発売日から。次の集約から反映されます。',
  currentSinceInvalid: ADMIN_FORM_MESSAGES.currentSinceInvalid,
  currentSinceTooLate: ADMIN_FORM_MESSAGES.currentSinceTooLate,
  save: '保存',
  invalid: ADMIN_FORM_MESSAGES.eventOffsetInvalid,
  saved: ADMIN_FORM_MESSAGES.saved,
  saveFailed: '保存に失敗しました',
} as const;

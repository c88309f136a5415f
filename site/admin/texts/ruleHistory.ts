// A rule's history in the rule editor, and its undo.
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** A rule's history in the editor (ours, beyond the spec). */
export const HISTORY = {
  title: '変更履歴',
  empty: '変更履歴はまだありません',
  loadFailed: '変更履歴の取得に失敗しました',
  version: (n: number) => `#${n}`,
  total: (shown: number, total: number) =>
    shown < total ? `全 ${total} 件中 新しい ${shown} 件` : `全 ${total} 件`,
  /** Ours: the next (older) server page of the history. */
  loadMore: (shown: number, total: number) => `古い変更を読み込む（${shown} / ${total} 件表示中）`,
  actions: {
    create: '作成',
    save: '保存',
    toggle: '有効を切り替え',
    restore: '復元',
    delete: '削除',
  },
  restoredFrom: (n: number) => `#${n} の変更前に戻しました`,
  by: '変更者',
  changed: '変更した項目',
  unchanged: '変更なし',
  fields: {
    name: '名前',
    enabled: '有効',
    priority: '優先度',
    description: '説明',
    conditions: '条件',
    variants: 'サブルール',
  } as Record<string, string>,
  showDiff: '差分を表示',
  hideDiff: '差分を閉じる',
  restore: 'この変更の前に戻す',
  restoring: '復元中…',
  restored: (n: number) => `#${n} の変更前の内容に戻しました`,
  restoreFailed: '復元に失敗しました',
  confirmDiscard: '保存していない変更は破棄されます。この版に戻しますか？',
  /** The 有効 toggle's undo in the rule list. */
  toggled: (name: string, enabled: boolean) => `「${name}」を${enabled ? '有効' : '無効'}にしました`,
  undo: '元に戻す',
  undone: (name: string) => `「${name}」の切り替えを元に戻しました`,
} as const;

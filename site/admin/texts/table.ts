// The admin tables (components/DataTable.tsx).
// Texts the spec gives (admin §2, §5, §8) are verbatim; labels it describes only in English are ours.

/** The admin tables' search, sorting, pages and selection (ours). */
export const TABLE = {
  search: '検索',
  searchPlaceholder: 'キーワードで絞り込み',
  pageSize: '表示件数',
  total: (total: number, from: number, to: number) =>
    total === 0 ? '0 件' : `全 ${total} 件中 ${from}〜${to} 件`,
  prev: '前へ',
  next: '次へ',
  page: (page: number, count: number) => `${page} / ${count} ページ`,
  sortAsc: '昇順',
  sortDesc: '降順',
  selectAll: 'このページをすべて選択',
  selectRow: '選択',
  selected: (n: number) => `${n} 件を選択中`,
  clearSelection: '選択を解除',
  noMatch: '検索に一致する行はありません',
} as const;

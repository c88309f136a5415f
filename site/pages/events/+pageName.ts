export const pageName = 'イベント一覧';

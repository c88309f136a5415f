export const pageName = 'ページが見つかりません';

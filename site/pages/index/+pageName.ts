export const pageName = 'ダッシュボード';

export const pageName = 'カード採用率';

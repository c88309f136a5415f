export const pageName = 'デッキ分類一覧';

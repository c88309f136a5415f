export const pageName = 'デッキ相性データ';

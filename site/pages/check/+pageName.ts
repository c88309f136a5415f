export const pageName = 'デッキ診断';

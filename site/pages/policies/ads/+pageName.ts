export const pageName = '広告・アフィリエイトポリシー';

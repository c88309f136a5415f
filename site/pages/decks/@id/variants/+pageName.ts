export default 'サブルール詳細';

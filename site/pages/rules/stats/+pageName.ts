export default 'ルール統計';

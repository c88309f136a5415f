export default 'デッキ詳細';

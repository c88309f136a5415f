// The 404 page (dist/client/404.html) for every unknown path, and the render-error page.
import type { PageContextServer } from 'vike/types';

/** Specific messages by path pattern, most specific first; the client script picks one. */
const MESSAGES: { pattern: string; text: string }[] = [
  { pattern: '^/events/', text: 'イベントが見つかりませんでした' },
  { pattern: '^/decks/[^/]+/variants/[^/]+', text: '指定したサブルールが見つかりませんでした。' },
  { pattern: '^/decks/', text: '指定したデッキタイプが見つかりませんでした。' },
  { pattern: '^/deck/', text: 'デッキが見つかりません' },
];

export default function Page(pageContext: PageContextServer) {
  if (!pageContext.is404) {
    return (
      <section className="not-found">
        <h1>エラーが発生しました</h1>
        <p>
          <a href="/">ホームへ戻る</a>
        </p>
      </section>
    );
  }
  // One h1 (the generic text without JS); the client script swaps in the message for the path.
  return (
    <section className="not-found">
      <h1 data-not-found={JSON.stringify(MESSAGES)}>ページが見つかりませんでした</h1>
      <p>お探しのページは存在しないか、移動した可能性があります。</p>
      <p>
        <a href="/">ホームへ戻る</a>
      </p>
    </section>
  );
}

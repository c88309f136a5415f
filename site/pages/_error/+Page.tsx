// The 404 page (dist/client/404.html) for every unknown path, and the render-error page.
import type { PageContextServer } from 'vike/types';

/** Specific messages by path prefix, most specific first; the client script picks one. */
const MESSAGES: { prefix: string; text: string }[] = [
  { prefix: '/events/', text: 'イベントが見つかりませんでした' },
  { prefix: '/decks/', text: '指定したデッキタイプが見つかりませんでした。' },
  { prefix: '/deck/', text: 'デッキが見つかりませんでした' },
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
  return (
    <section className="not-found" data-not-found="">
      <h1 data-not-found-message="">ページが見つかりませんでした</h1>
      {MESSAGES.map((message) => (
        <h1 key={message.prefix} data-not-found-message="" data-path-prefix={message.prefix} hidden>
          {message.text}
        </h1>
      ))}
      <p>お探しのページは存在しないか、移動した可能性があります。</p>
      <p>
        <a href="/">ホームへ戻る</a>
      </p>
    </section>
  );
}

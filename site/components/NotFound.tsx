// A not-found block: the spec's message and a way back.
export function NotFound({
  message,
  backHref = '/',
  backLabel = 'ホームへ戻る',
}: {
  message: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <section className="not-found">
      <h1>{message}</h1>
      <p>
        <a href={backHref}>{backLabel}</a>
      </p>
    </section>
  );
}

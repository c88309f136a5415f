// Deck-ID links; above 5 ids the rest sit behind a toggle (spec §4), readable without JS.
import { pathWithId } from '../lib/site.ts';

export const DECK_ID_LIST_VISIBLE = 5;

export function DeckIdList({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null;
  const head = ids.slice(0, DECK_ID_LIST_VISIBLE);
  const rest = ids.slice(DECK_ID_LIST_VISIBLE);
  return (
    <div className="deck-id-list">
      <IdLinks ids={head} />
      {rest.length > 0 && (
        <details className="deck-id-more">
          <summary>ほか{rest.length}件を表示</summary>
          <IdLinks ids={rest} />
        </details>
      )}
    </div>
  );
}

function IdLinks({ ids }: { ids: string[] }) {
  return (
    <ul className="id-links">
      {ids.map((id) => (
        <li key={id}>
          <a href={pathWithId('/deck', id)}>{id}</a>
        </li>
      ))}
    </ul>
  );
}

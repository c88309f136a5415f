// A public event (public view mode: cached document, public links only): date, shop, results
// with rank, deck type (to /decks/{ruleId}), deck (to /deck/{deckId}) and the official result page.
// A placing without a type says why: its list was never fetched (未取得), or its deck matched no
// rule (未分類).
import type { PageContextServer } from 'vike/types';
import type { PublicEventDetail } from '../../../../engine/documents.ts';
import { formatDateJst } from '../../../../engine/format.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { DeckLink, DeckTypeLink } from '../../../components/PageLinks.tsx';
import { UpdatedAt } from '../../../components/UpdatedAt.tsx';
import { deckLabel } from '../../../lib/deckLabel.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { id, event } = pageContext.data as Data;
  if (!id)
    return (
      <NotFound message="イベントIDが指定されていません" backHref="/events" backLabel="イベント一覧へ" />
    );
  if (!event)
    return (
      <NotFound message="イベントが見つかりませんでした" backHref="/events" backLabel="イベント一覧へ" />
    );
  return (
    <>
      <p className="back">
        <a href="/events">← イベント一覧</a>
      </p>
      <h1>{event.title || '(無題)'}</h1>
      <dl className="facts">
        <dt>開催日</dt>
        <dd>{formatDateJst(event.eventDate)}</dd>
        <dt>店舗</dt>
        <dd>{event.shop || '-'}</dd>
        {/* The event's place: its own line only when it says more than the shop's name. */}
        {event.location && event.location !== event.shop && (
          <>
            <dt>場所</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {event.format && (
          <>
            <dt>レギュレーション</dt>
            <dd>{event.format}</dd>
          </>
        )}
      </dl>
      {event.notes && event.results.length > 0 && <p className="notes">{event.notes}</p>}
      {event.url && (
        <p>
          <a href={event.url} target="_blank" rel="noopener noreferrer">
            公式の大会結果ページ
          </a>
        </p>
      )}
      <UpdatedAt iso={event.updatedAt} />
      <h2>結果</h2>
      <Results event={event} />
    </>
  );
}

type Result = PublicEventDetail['results'][number];

/** The result's deck type, or why it has none: 未取得 (no list fetched) or 未分類 (no rule matched). */
function ResultType({ result }: { result: Result }) {
  if (result.ruleId)
    return <DeckTypeLink id={result.ruleId}>{result.ruleName ?? result.ruleId}</DeckTypeLink>;
  if (result.deckId !== null && !result.deckStored)
    return (
      <span className="result-missing" title="デッキリストをまだ取得していません">
        未取得
      </span>
    );
  if (result.deckStored)
    return (
      <span className="result-unclassified" title="どのデッキタイプの条件にも一致しませんでした">
        未分類
      </span>
    );
  return <>{result.deckType ?? '不明'}</>;
}

function Results({ event }: { event: PublicEventDetail }) {
  const { results } = event;
  // One message for an event without results: its own note when it has one, else the spec's text.
  if (results.length === 0) return <EmptyState>{event.notes || '結果の登録がありません'}</EmptyState>;
  return (
    <div className="table-scroll">
      <table className="results-table">
        <thead>
          <tr>
            <th scope="col" className="num">
              順位
            </th>
            <th scope="col">デッキタイプ</th>
            <th scope="col">デッキ</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result, i) => (
            <tr key={`${result.rank}-${result.deckId ?? i}`}>
              <td className="num">{result.rank ?? '-'}</td>
              <td>
                <ResultType result={result} />
              </td>
              <td>
                {result.deckId ? (
                  <DeckLink id={result.deckId}>
                    {deckLabel({
                      id: result.deckId,
                      name: result.deckName,
                      typeName: result.ruleName ?? result.deckType,
                      rank: result.rank,
                      eventDate: event.eventDate,
                    })}
                  </DeckLink>
                ) : (
                  (result.deckName ?? '-')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

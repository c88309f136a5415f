// Unmatched decks (spec admin §2): up to 100 decks with empty rule_matches, their total, and a
// cache rebuild button.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../lib/call.ts';
import { adminDeckHref } from '../lib/links.ts';
import { cachedDoc } from '../lib/queryClient.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON, DASHBOARD, RULES as T } from '../texts.ts';
import { DeckImage } from './DeckImage.tsx';
import { DateTime, ErrorText, Loading, StatusText } from './ui.tsx';

export function UnmatchedDecks() {
  const queryClient = useQueryClient();
  const decks = useQuery({ queryKey: ['unmatched'], queryFn: () => call('listUnmatchedDecks') });
  const total = useQuery({ queryKey: ['unmatched-count'], queryFn: () => call('countUnmatchedDecks') });
  const rebuild = useAction();
  const refresh = async () => {
    const done = await rebuild.run('cache', () => call('refreshAdminCache'), {
      done: () => DASHBOARD.cacheDone,
      failed: DASHBOARD.cacheFailed,
    });
    if (done) {
      await Promise.all(
        [['unmatched'], ['unmatched-count'], cachedDoc.counts].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  };
  return (
    <div>
      <div className="form-row">
        <span>
          {T.unmatchedTotal}:{' '}
          {total.isError ? (
            <ErrorText>{T.unmatchedTotalFailed}</ErrorText>
          ) : (
            <strong data-testid="unmatched-total">{total.data?.count ?? COMMON.dash}</strong>
          )}
        </span>
        <button type="button" onClick={refresh} disabled={rebuild.busy !== null}>
          {rebuild.busy ? COMMON.running : DASHBOARD.cacheRebuild}
        </button>
      </div>
      <StatusText message={rebuild.message} />
      {decks.isPending ? (
        <Loading />
      ) : decks.isError ? (
        <ErrorText>{T.unmatchedFailed}</ErrorText>
      ) : decks.data.decks.length === 0 ? (
        <p className="muted">{T.unmatchedEmpty}</p>
      ) : (
        <div className="deck-grid">
          {decks.data.decks.map((deck) => (
            <div key={deck.id} className="deck-tile">
              <DeckImage id={deck.id} />
              <Link to={adminDeckHref(deck.id)}>{deck.id}</Link>
              <span>
                {deck.cards_count}
                {T.cards}
              </span>
              <span className="muted">
                {DASHBOARD.created} <DateTime iso={deck.created_at} />
              </span>
              <span className="muted">
                {DASHBOARD.updated} <DateTime iso={deck.updated_at} />
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

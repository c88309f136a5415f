// Unmatched decks (spec admin §2): up to 100 decks with empty rule_matches in a DataTable (search,
// sorting by every column, pages), each with its image linking to the official deck page, their
// total, a cache rebuild button, and the chosen decks classified now (classifyDecks).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeckListItem } from '../../../engine/admin/shapes.ts';
import { call } from '../lib/call.ts';
import { cachedDoc } from '../lib/queryClient.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { DASHBOARD } from '../texts/dashboard.ts';
import { RULES as T } from '../texts/rules.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { DeckImage } from './DeckImage.tsx';
import { dateColumn, deckIdColumn } from './tableColumns.tsx';
import { ErrorText, Loading, StatusText } from './ui.tsx';

const COLUMNS: DataColumn<DeckListItem>[] = [
  deckIdColumn(T.colDeckId, (deck) => deck.id),
  {
    key: 'image',
    header: T.colImage,
    className: 'deck-thumb',
    cell: (deck) => <DeckImage id={deck.id} />,
  },
  {
    key: 'cards',
    header: T.colCards,
    sortValue: (deck) => deck.cards_count,
    searchText: () => '',
    cell: (deck) => `${deck.cards_count}${T.cards}`,
  },
  dateColumn('created', DASHBOARD.created, (deck) => deck.created_at),
  dateColumn('updated', DASHBOARD.updated, (deck) => deck.updated_at),
];

export function UnmatchedDecks() {
  const queryClient = useQueryClient();
  const decks = useQuery({ queryKey: ['unmatched'], queryFn: () => call('listUnmatchedDecks') });
  const total = useQuery({ queryKey: ['unmatched-count'], queryFn: () => call('countUnmatchedDecks') });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rebuild = useAction();
  const refreshLists = () =>
    Promise.all(
      [['unmatched'], ['unmatched-count'], cachedDoc.counts].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const refresh = async () => {
    const done = await rebuild.run('cache', () => call('refreshAdminCache'), {
      done: () => DASHBOARD.cacheDone,
      failed: DASHBOARD.cacheFailed,
    });
    if (done) await refreshLists();
  };
  const listed = new Set(decks.data?.decks.map((deck) => deck.id) ?? []);
  const chosen = [...selected].filter((id) => listed.has(id));
  const classify = async () => {
    const result = await rebuild.run('classify', () => call('classifyDecks', { deckIds: chosen }), {
      done: (r) => T.classifiedSelection(r.matched.length, r.unmatched.length + r.missing.length),
      failed: T.classifySelectionFailed,
    });
    if (result) {
      setSelected(new Set());
      await Promise.all([refreshLists(), queryClient.invalidateQueries({ queryKey: ['rules'] })]);
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
          {rebuild.busy === 'cache' ? COMMON.running : DASHBOARD.cacheRebuild}
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
        <DataTable
          rows={decks.data.decks}
          columns={COLUMNS}
          rowKey={(deck) => deck.id}
          testId="unmatched-table"
          rowProps={(deck) => ({ 'data-deck-id': deck.id })}
          initialSort={{ key: 'created', direction: 'desc' }}
          selection={{ selectable: () => true, selected, onChange: setSelected }}
          toolbar={
            <button
              type="button"
              data-testid="classify-selected"
              onClick={classify}
              disabled={chosen.length === 0 || rebuild.busy !== null}
              aria-busy={rebuild.busy === 'classify'}
            >
              {rebuild.busy === 'classify' ? COMMON.running : T.classifySelected(chosen.length)}
            </button>
          }
        />
      )}
    </div>
  );
}

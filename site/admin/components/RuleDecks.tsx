// A rule's matching decks in the editor: the decks whose rule_matches holds the rule, 20 a server
// page as spec admin §9 says (listRuleDecks, newest first by created_at, cut by a cursor), in one
// DataTable (search, sorting by every column, pages) with a button for the next server page and
// the rule's total.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DeckListItem } from '../../../engine/admin/shapes.ts';
import { call, failureText } from '../lib/call.ts';
import { DASHBOARD } from '../texts/dashboard.ts';
import { RULE_DECKS as T } from '../texts/ruleEditor.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { dateColumn, deckIdColumn } from './tableColumns.tsx';
import { ErrorText, Loading, NextPageButton } from './ui.tsx';

const COLUMNS: DataColumn<DeckListItem>[] = [
  deckIdColumn(T.colDeckId, (deck) => deck.id),
  {
    key: 'cards',
    header: T.colCards,
    sortValue: (deck) => deck.cards_count,
    searchText: () => '',
    cell: (deck) => deck.cards_count,
  },
  {
    key: 'rules',
    header: T.colRules,
    sortValue: (deck) => deck.rule_names.join('、'),
    cell: (deck) => deck.rule_names.join('、'),
  },
  dateColumn('created', DASHBOARD.created, (deck) => deck.created_at),
  dateColumn('classified', T.colClassified, (deck) => deck.classification_updated_at),
];

export const ruleDecksKey = (ruleId: string) => ['ruleDecks', ruleId] as const;

export function RuleDecks({ ruleId }: { ruleId: string }) {
  const decks = useInfiniteQuery({
    queryKey: ruleDecksKey(ruleId),
    queryFn: ({ pageParam }) => call('listRuleDecks', { ruleId, cursor: pageParam }),
    initialPageParam: null as { date: string; id: string } | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = useMemo(() => decks.data?.pages.flatMap((page) => page.decks) ?? [], [decks.data]);
  if (decks.isPending) return <Loading />;
  if (decks.isError) return <ErrorText>{failureText(T.loadFailed, decks.error)}</ErrorText>;
  const total = decks.data.pages.at(-1)?.total ?? rows.length;
  if (rows.length === 0) return <p className="muted">{T.empty}</p>;
  return (
    <>
      <p className="muted" data-testid="rule-decks-total">
        {T.total(rows.length, total)}
      </p>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(deck) => deck.id}
        testId="rule-decks-table"
        rowProps={(deck) => ({ 'data-deck-id': deck.id })}
        initialSort={{ key: 'created', direction: 'desc' }}
      />
      <NextPageButton
        query={decks}
        label={T.loadMore(rows.length, total)}
        testId="rule-decks-more"
        failed={T.loadFailed}
      />
    </>
  );
}

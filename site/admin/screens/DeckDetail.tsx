// Admin deck detail (spec admin §2): facts, matched rules and their detail, the card table (up to
// 2 attacks a card), the card image URL list (one line per copy), prize events with load more,
// the rule match test, and a back link to the unmatched list.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminDeck } from '../../../engine/admin/shapes.ts';
import { isDeckId } from '../../../engine/deckId.ts';
import { type DataColumn, DataTable } from '../components/DataTable.tsx';
import { DeckImage } from '../components/DeckImage.tsx';
import { PreviewResult } from '../components/PreviewResult.tsx';
import { PrizeEvents } from '../components/PrizeEvents.tsx';
import { Card, DateTime, ErrorText, Loading } from '../components/ui.tsx';
import { call, failureText } from '../lib/call.ts';
import { adminRuleHref } from '../lib/links.ts';
import { usePreview } from '../lib/usePreview.ts';
import { COMMON } from '../texts/common.ts';
import { DECK as T } from '../texts/deckDetail.ts';
import { JOBS } from '../texts/deckJobs.ts';
import { PREVIEW } from '../texts/preview.ts';

export function DeckDetail() {
  const { id } = useParams();
  const valid = id !== undefined && isDeckId(id);
  const deck = useQuery({
    queryKey: ['deck', id],
    queryFn: () => call('getDeck', { deckId: id! }),
    enabled: valid,
  });
  if (deck.isPending && valid) return <Loading />;
  if (!id || !valid || deck.isError) {
    return (
      <div className="screen">
        <h1>{T.title}</h1>
        <ErrorText>
          {!id
            ? T.noId
            : !valid
              ? PREVIEW.invalidId
              : (deck.error as { code?: string } | null)?.code === 'functions/not-found'
                ? T.notFound
                : failureText(T.infoFailed, deck.error)}
        </ErrorText>
        <BackLink />
      </div>
    );
  }
  if (!deck.data) return <Loading />;
  const { deck: found, job, prizeEvents, nextCursor } = deck.data;
  if (!found) {
    return (
      <div className="screen">
        <h1>{id}</h1>
        {job ? (
          <p className="status warn">{T.fetching(JOBS.status[job.status])}</p>
        ) : (
          // Neither stored nor queued (spec admin §2 "otherwise a not-found message").
          <ErrorText>{T.notFoundShort}</ErrorText>
        )}
        <BackLink />
      </div>
    );
  }
  return (
    <div className="screen">
      <h1>
        {T.title}: {found.id}
      </h1>
      <div className="grid-2">
        <Card title={T.title}>
          <DeckFacts deck={found} />
        </Card>
        <Card title={T.id}>
          <DeckImage id={found.id} />
        </Card>
      </div>
      <Card title={T.matchedDetail}>
        {found.rule_matches_detail.length === 0 ? (
          <p className="muted">{T.none}</p>
        ) : (
          <ul className="plain">
            {found.rule_matches_detail.map((m) => (
              <li key={m.id}>
                <Link to={adminRuleHref(m.id)}>{m.name}</Link> <span className="muted">({m.priority})</span>
                {/* A sub-rule opens its parent rule's editor, where it is edited. */}
                {m.variants.map((variant, i) => (
                  <span key={variant}>
                    {i === 0 ? ' / ' : '、'}
                    <Link to={`${adminRuleHref(m.id)}#variants`} className="sub-rule">
                      {variant}
                    </Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={T.cards}>
        <CardTable deck={found} />
      </Card>
      <Card title={T.imageUrls}>
        <ol className="image-urls">
          {found.cards.flatMap((card) => {
            const url = cardImage(card.details);
            return url
              ? // biome-ignore lint/suspicious/noArrayIndexKey: one line per copy of the same card; copies have no id
                Array.from({ length: card.count }, (_, i) => <li key={`${card.name}-${i}`}>{url}</li>)
              : [];
          })}
        </ol>
      </Card>
      <Card title={T.prizeEvents}>
        <PrizeEvents deckId={found.id} first={prizeEvents} nextCursor={nextCursor} />
      </Card>
      <Card title={T.ruleTest}>
        <RuleTest deckId={found.id} />
      </Card>
      <BackLink />
    </div>
  );
}

function BackLink() {
  return <Link to="/rules#section-unmatched-decks">{T.backToUnmatched}</Link>;
}

function DeckFacts({ deck }: { deck: AdminDeck }) {
  return (
    <dl className="facts">
      <dt>{T.id}</dt>
      <dd>{deck.id}</dd>
      <dt>{T.cardCount}</dt>
      <dd>{deck.cards_count}</dd>
      <dt>{T.created}</dt>
      <dd>
        <DateTime iso={deck.created_at} />
      </dd>
      <dt>{T.updated}</dt>
      <dd>
        <DateTime iso={deck.updated_at} />
      </dd>
      <dt>{T.classified}</dt>
      <dd>
        <DateTime iso={deck.classification_updated_at} />
      </dd>
      <dt>{T.matchedRules}</dt>
      <dd>{deck.rule_matches.length > 0 ? deck.rule_matches.join('、') : T.none}</dd>
    </dl>
  );
}

type Attack = { name?: unknown; energy?: unknown; damage?: unknown };

function attacksOf(details: Record<string, unknown> | null): Attack[] {
  const attacks = details?.attacks;
  return Array.isArray(attacks) ? (attacks as Attack[]).slice(0, 2) : [];
}

function cardImage(details: Record<string, unknown> | null): string | null {
  const pict = details?.card_pict;
  return typeof pict === 'string' && pict !== '' ? pict : null;
}

const CARD_COLUMNS: DataColumn<AdminDeck['cards'][number]>[] = [
  { key: 'name', header: T.colName, cell: (card) => card.name },
  { key: 'type', header: T.colType, cell: (card) => card.type ?? COMMON.dash },
  { key: 'count', header: T.colCount, cell: (card) => card.count },
  {
    key: 'attacks',
    header: T.colAttacks,
    cell: (card) =>
      attacksOf(card.details).map((a) => (
        <div key={String(a.name)}>
          {String(a.name ?? '')} {a.damage ? `(${String(a.damage)})` : ''}
        </div>
      )),
  },
];

function CardTable({ deck }: { deck: AdminDeck }) {
  return (
    <DataTable
      plain
      rows={deck.cards}
      columns={CARD_COLUMNS}
      rowKey={(card) => `${card.name}-${card.type}`}
    />
  );
}

function RuleTest({ deckId }: { deckId: string }) {
  const preview = usePreview(PREVIEW.deckFailed);
  const [started, setStarted] = useState(false);
  const state = preview.state;
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setStarted(true);
          preview.run(deckId);
        }}
        disabled={state.kind === 'loading'}
      >
        {T.runTest}
      </button>
      {started && state.kind === 'loading' && <p aria-busy="true">{PREVIEW.loading}</p>}
      {state.kind === 'error' && <ErrorText>{state.message}</ErrorText>}
      {state.kind === 'timeout' && <p className="status warn">{PREVIEW.timeout}</p>}
      {state.kind === 'success' && <PreviewResult result={state.result} />}
    </div>
  );
}

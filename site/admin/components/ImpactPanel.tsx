// Rule-change impact before saving (ours): how many decks gain or lose the rule, between which
// rules they move, and example deck IDs whose card lists open with one click. Computed by the
// callable previewRuleChange, which classifies with the edited rule and writes nothing.

import { useState } from 'react';
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { call, failureText } from '../lib/call.ts';
import { adminDeckHref, adminRuleHref } from '../lib/links.ts';
import { useAction } from '../lib/useAction.ts';
import { IMPACT as T } from '../texts/ruleEditor.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { ErrorText, StatusText } from './ui.tsx';

type Impact = CallableResult<'previewRuleChange'>;

const ruleOrNone = (id: string | null) =>
  id === null ? T.unmatched : <Link to={adminRuleHref(id)}>{id}</Link>;
const MOVE_COLUMNS: DataColumn<Impact['moves'][number]>[] = [
  { key: 'from', header: T.from, cell: (m) => ruleOrNone(m.from) },
  { key: 'to', header: T.to, cell: (m) => ruleOrNone(m.to) },
  { key: 'count', header: '#', cell: (m) => m.count },
];

export function ImpactPanel(props: {
  id: string | undefined;
  rule: () => Record<string, unknown> | null;
  /** An impact computed already (a rule proposed from a group of unmatched decks). */
  initial?: Impact;
}) {
  const [impact, setImpact] = useState<Impact | null>(props.initial ?? null);
  const action = useAction();
  const run = async () => {
    const rule = props.rule();
    if (!rule) return;
    const payload = { ...(props.id ? { id: props.id } : {}), rule, sampleLimit: 20 };
    setImpact(
      (await action.run('impact', () => call('previewRuleChange', payload), {
        failed: (e) => failureText(T.failed, e),
      })) ?? null,
    );
  };
  const moves = impact?.moves ?? [];
  return (
    <div className="impact" data-testid="impact">
      <button type="button" onClick={run} disabled={action.busy !== null}>
        {action.busy !== null ? T.running : T.run}
      </button>
      <StatusText message={action.message} />
      {impact && (
        <div className="impact-result">
          <p className="muted">{T.decksTotal(impact.checked)}</p>
          {impact.gained.total === 0 && impact.lost.total === 0 ? (
            <p>{T.none}</p>
          ) : (
            <>
              <p data-testid="impact-gain">{T.gain(impact.gained.total)}</p>
              <p data-testid="impact-lose">{T.lose(impact.lost.total)}</p>
            </>
          )}
          {moves.length > 0 && (
            <DataTable plain rows={moves} columns={MOVE_COLUMNS} rowKey={(m) => `${m.from}→${m.to}`} />
          )}
          <ExampleList title={`+ ${T.examples}`} ids={impact.gained.ids} testId="impact-gained" />
          <ExampleList title={`− ${T.examples}`} ids={impact.lost.ids} testId="impact-lost" />
        </div>
      )}
    </div>
  );
}

function ExampleList({ title, ids, testId }: { title: string; ids: string[]; testId: string }) {
  if (ids.length === 0) return null;
  return (
    <div>
      <h3>{title}</h3>
      <ul className="plain" data-testid={testId}>
        {ids.map((id) => (
          <ExampleDeck key={id} id={id} />
        ))}
      </ul>
    </div>
  );
}

function ExampleDeck({ id }: { id: string }) {
  const [cards, setCards] = useState<{ name: string; count: number }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    if (cards) {
      setCards(null);
      return;
    }
    try {
      const { deck } = await call('getDeck', { deckId: id });
      setCards(deck?.cards.map((c) => ({ name: c.name, count: c.count })) ?? []);
    } catch (e) {
      setError(failureText(T.failed, e));
    }
  };
  return (
    <li data-deck-id={id}>
      <Link to={adminDeckHref(id)}>
        <code>{id}</code>
      </Link>{' '}
      <button type="button" className="link" onClick={toggle} aria-expanded={cards !== null}>
        {cards ? T.hideCards : T.showCards}
      </button>
      {error && <ErrorText>{error}</ErrorText>}
      {cards && (
        <ul className="card-list">
          {cards.map((c) => (
            <li key={c.name}>
              {c.name} ×{c.count}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

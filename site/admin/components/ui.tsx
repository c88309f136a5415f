// Small building blocks shared by the admin screens: messages, cards, loading and time texts.
import type { UseInfiniteQueryResult as InfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTimeJst } from '../../../engine/format.ts';
import { relativeTimeJa } from '../../../engine/relativeTime.ts';
import { COMMON } from '../texts/common.ts';

export type Message = { kind: 'ok' | 'error' | 'warn'; text: string } | null;

/** A status line: red for errors, amber for warnings (spec admin §8), green for success. */
export function StatusText({ message }: { message: Message }) {
  if (!message) return null;
  return (
    <p className={`status ${message.kind}`} role={message.kind === 'ok' ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p className="status error" role="alert">
      {children}
    </p>
  );
}

export function Loading() {
  return (
    <p className="muted" aria-busy="true">
      {COMMON.loading}
    </p>
  );
}

export function Card(props: { title: string; id?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card" id={props.id} aria-label={props.title}>
      <div className="card-head">
        <h2>{props.title}</h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}

/** A JST date and time, or a dash. */
export function DateTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span>{COMMON.dash}</span>;
  return <time dateTime={iso}>{formatDateTimeJst(iso)}</time>;
}

/** "N分前" and friends (spec admin §4 "Relative update time"), measured from now. */
export function relativeTime(iso: string | null | undefined): string {
  return relativeTimeJa(iso, new Date().toISOString());
}

/** One fact of a `dl.facts` list. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** A link out of the admin (the public site, an event's page), in a new tab. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noreferrer">
      {children ?? href}
    </a>
  );
}

/** The next server page of an infinite query: a button while there is one, and its failure. */
export function NextPageButton(props: {
  query: Pick<InfiniteQuery, 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'>;
  label: string;
  testId: string;
  /** The failure's text; none: the screen shows it. */
  failed?: string;
}) {
  const { query } = props;
  return (
    <>
      {query.hasNextPage && (
        <div className="more-row">
          <button
            type="button"
            data-testid={props.testId}
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? COMMON.loading : props.label}
          </button>
        </div>
      )}
      {props.failed && query.isFetchNextPageError && <ErrorText>{props.failed}</ErrorText>}
    </>
  );
}

export function dash(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? COMMON.dash : String(value);
}

// The head of a detail page: back link, title (rule names without slashed brackets), optional
// subtitle and description, and the update time.
import type { ReactNode } from 'react';
import { UpdatedAt } from '../UpdatedAt.tsx';

export function DetailHeader({
  backHref,
  backLabel,
  title,
  kicker,
  description,
  updatedAt,
  children,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  /** A small line above the title naming what kind of page this is. */
  kicker: string;
  description?: string | null;
  updatedAt?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="detail-header">
      <a className="detail-back" href={backHref}>
        {`← ${backLabel}`}
      </a>
      <p className="detail-kicker">{kicker}</p>
      <h1>{title}</h1>
      {description ? <p className="detail-description">{description}</p> : null}
      {children}
      {updatedAt !== undefined ? <UpdatedAt iso={updatedAt} /> : null}
    </header>
  );
}

// A titled section of a detail page; its id is the table-of-contents target.
import type { ReactNode } from 'react';
import './detail.css';
import './detailTables.css';

export interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function Section({ id, title, children }: SectionProps) {
  return (
    <section id={id} className="detail-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      {children}
    </section>
  );
}

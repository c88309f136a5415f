// A collapsible section built on <details>/<summary>: opens and closes without any JS, and
// screen readers announce its state natively.
import type { ReactNode } from 'react';

export function Accordion({
  title,
  open = false,
  id,
  children,
}: {
  title: ReactNode;
  open?: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <details className="accordion" open={open} id={id}>
      <summary>{title}</summary>
      <div className="accordion-body">{children}</div>
    </details>
  );
}

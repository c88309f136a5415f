// A switch between pre-rendered pages: one link per choice, the page's own marked current, so the
// switch works without JavaScript (the time windows, the event kinds).
import type { ReactNode } from 'react';

export interface NavLink {
  key: string;
  href: string;
  current: boolean;
  label: ReactNode;
  /** Marks a page script finds the link by (`data-segment-all`). */
  data?: Record<`data-${string}`, string | boolean>;
}

export function LinkNav({ className, label, links }: { className: string; label: string; links: NavLink[] }) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined} {...link.data}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

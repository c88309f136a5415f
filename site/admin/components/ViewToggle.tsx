// The events' two view modes (spec admin §2 "Admin events"): the admin view of the stored events,
// or the public view of the published documents with public links. `?view=public` in the URL,
// so a public-view page can be linked and reloaded.
import { Link, useSearchParams } from 'react-router';
import { EVENTS as T } from '../texts/events.ts';

export type EventView = 'admin' | 'public';

export function useEventView(): EventView {
  const [params] = useSearchParams();
  return params.get('view') === 'public' ? 'public' : 'admin';
}

/** `path` in the given view mode. */
export function inView(path: string, view: EventView): string {
  return view === 'public' ? `${path}?view=public` : path;
}

export function ViewToggle({ path, view }: { path: string; view: EventView }) {
  return (
    <nav className="actions view-toggle" aria-label={`${T.viewAdmin} / ${T.viewPublic}`}>
      {(['admin', 'public'] as const).map((mode) => (
        <Link
          key={mode}
          to={inView(path, mode)}
          className={mode === view ? 'button primary' : 'button'}
          aria-current={mode === view ? 'page' : undefined}
        >
          {mode === 'admin' ? T.viewAdmin : T.viewPublic}
        </Link>
      ))}
    </nav>
  );
}

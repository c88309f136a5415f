// Whether the admin is laid out for a phone: the width below which admin.css drops the side
// navigation (720 px), read from the browser so components and the stylesheet agree.
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 719px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

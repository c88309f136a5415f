// The data library's client: react-query, with settings and counters (and the published event
// documents of the events' public view mode) persisted to localStorage for one hour per document
// path (spec admin §7 and §9: prefer the local cache, then the server when it is empty or fails).
// Other reads stay in memory only.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/** Client read cache lifetime (spec admin §9). */
export const CLIENT_CACHE_MS = 3_600_000;

/** Query keys of the cached documents, one per Firestore path. */
export const cachedDoc = {
  settings: ['doc', 'settings/current'] as const,
  counts: ['doc', 'admin_cache/counts'] as const,
  publicEvents: ['doc', 'public/events'] as const,
};

/** A published event page's document, cached like the others (the events' public view mode). */
export const publicEventDoc = (id: string) => ['doc', `public_events/${id}`] as const;

const CACHED_PATHS = new Set<unknown>(Object.values(cachedDoc).map((key) => key[1]));

/** Whether a query key names a document the client caches for an hour. */
export function isCachedDocKey(key: readonly unknown[]): boolean {
  if (key[0] !== 'doc') return false;
  const path = key[1];
  return CACHED_PATHS.has(path) || (typeof path === 'string' && path.startsWith('public_events/'));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Options for cached documents' queries: fresh for an hour, kept while the persister keeps them. */
export const cachedQueryOptions = { staleTime: CLIENT_CACHE_MS, gcTime: CLIENT_CACHE_MS } as const;

/** Whether a query key names a published document (public/events, public_events/{id}, public_windows/{key}). */
export function isPublishedDocKey(key: readonly unknown[]): boolean {
  return key[0] === 'doc' && typeof key[1] === 'string' && /^public(_events|_windows)?\//.test(key[1]);
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'tcg-admin-cache' }),
    maxAge: CLIENT_CACHE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isCachedDocKey(query.queryKey),
    },
  };
}

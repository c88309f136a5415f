// The export screen's callable (spec admin §2 "Export page"): a whole collection, a page at a time.
import { z } from 'zod';
import { documentIdPayload } from './payloadIds.ts';

/** The collections `exportCollection` can read whole (the snapshot's collections). */
export const EXPORTABLE_COLLECTIONS = [
  'cards',
  'decks',
  'events',
  'deck_rules',
  'deck_jobs',
  'settings',
] as const;

export const exportCallables = {
  exportCollection: {
    timeoutSeconds: 300,
    runLog: false,
    /**
     * One page of a whole-collection export, by document id (code-unit order); the SPA pages
     * until `nextAfter` is null and downloads the documents as one JSON file. Timestamps as ISO.
     */
    payload: z
      .object({
        collection: z.enum(EXPORTABLE_COLLECTIONS),
        /** The id of the last document of the previous page. */
        after: documentIdPayload('after にはドキュメントIDを指定してください').nullish(),
        limit: z.number().int().min(1).max(5000).default(1000),
      })
      .strict(),
    result: z.object({
      collection: z.enum(EXPORTABLE_COLLECTIONS),
      documents: z.array(z.record(z.string(), z.unknown())),
      nextAfter: z.string().nullable(),
    }),
  },
} as const;

// The aggregation manager's callables (spec admin §2): the run log and the public documents' status.
import { z } from 'zod';
import { EmptyPayload } from './jobCallables.ts';
import { FunctionRunShape, IsoTime } from './shapes.ts';

/** The public documents whose `updatedAt` the aggregation manager shows. */
export const PUBLIC_DOC_PATHS = ['public/home', 'public/events', 'public/decks', 'public/matchups'] as const;

export const aggregationCallables = {
  listFunctionRuns: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({ runs: z.array(FunctionRunShape) }),
  },
  getPublicDocStatus: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    /** The four public documents' existence and updatedAt (nothing else is read). */
    result: z.object({
      docs: z.array(z.object({ path: z.enum(PUBLIC_DOC_PATHS), exists: z.boolean(), updatedAt: IsoTime })),
    }),
  },
} as const;

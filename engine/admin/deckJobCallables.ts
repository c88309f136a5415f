// The deck job queue's callables (spec admin §2, §4): the listed jobs, a requeue of failed ones,
// and one run of the queue now.
import { z } from 'zod';
import { ADMIN_FORM_MESSAGES } from '../messages.ts';
import { DateCursorShape } from './dateCursor.ts';
import { EmptyPayload } from './jobCallables.ts';
import { documentIdPayload } from './payloadIds.ts';
import { DeckJobShape, DeckJobStatusShape } from './shapes.ts';

const requeueMessage = ADMIN_FORM_MESSAGES.requeueJobsInvalid;

/** The statuses the job table lists (done jobs are only counted). */
export const ListedJobStatusShape = z.enum(['pending', 'in_progress', 'error']);

export const deckJobCallables = {
  listDeckJobs: {
    timeoutSeconds: 60,
    runLog: false,
    /**
     * Nothing: the first page of every listed status. `status` and `cursor` (ours): the next page
     * of that status only, after the cursor (`nextRunAt` and job ID) the previous page returned.
     */
    payload: z.preprocess(
      (v) => v ?? {},
      z.object({ status: ListedJobStatusShape.optional(), cursor: DateCursorShape.nullish() }).strict(),
    ),
    /**
     * Up to 200 pending, in_progress and error jobs each, ordered pending, in_progress, error,
     * then nextRunAt ascending, then priority descending (a page is cut by nextRunAt and job ID);
     * a count per status; and per status listed in
     * this answer the cursor of its next page, null when the page was its last.
     */
    result: z.object({
      jobs: z.array(DeckJobShape),
      counts: z.record(DeckJobStatusShape, z.number()),
      more: z.partialRecord(ListedJobStatusShape, DateCursorShape.nullable()),
    }),
  },
  requeueDeckJobs: {
    timeoutSeconds: 120,
    runLog: true,
    /** Ours: failed jobs chosen in the table, back to pending and due now. */
    payload: z
      .object({
        jobIds: z
          .array(documentIdPayload(requeueMessage), { error: requeueMessage })
          .min(1, { error: requeueMessage })
          .max(200, { error: requeueMessage }),
      })
      .strict(),
    /** `requeued`: the jobs put back; `skipped`: the ones that were not failed (or not found). */
    result: z.object({ requeued: z.array(z.string()), skipped: z.array(z.string()) }),
  },
  runDeckQueue: {
    timeoutSeconds: 540,
    /** The run logs itself as scheduledDeckJobs, like the scheduled runs. */
    runLog: false,
    payload: EmptyPayload,
    /** One run of the deck queue now, as the schedule runs it (functions/src/jobs/deckQueue.ts). */
    result: z.object({
      leased: z.number(),
      fetched: z.number(),
      alreadyStored: z.number(),
      retried: z.number(),
      failed: z.number(),
      released: z.number(),
      left: z.number(),
      stoppedBy: z.enum(['empty', 'batch', 'budget']),
    }),
  },
} as const;

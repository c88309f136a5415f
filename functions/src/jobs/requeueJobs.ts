// The admin's bulk re-queue: failed deck jobs chosen in the table go back to pending,
// due now, their attempts reset; a job that is no longer failed is left as it is.
import type { Handler } from '../callable.ts';
import { ingestStore } from './ingest.ts';

export const requeueDeckJobs: Handler<'requeueDeckJobs'> = async ({ jobIds }, context) => {
  const requeued = await ingestStore(context).requeueFailedJobs(jobIds, context.now().toISOString());
  const put = new Set(requeued);
  return { requeued, skipped: [...new Set(jobIds)].filter((id) => !put.has(id)) };
};

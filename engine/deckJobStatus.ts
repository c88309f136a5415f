// The statuses of a deck fetch job (`deck_jobs`), defined once for the stored job's schema, the
// admin callables' shapes, the deck page's fetching notice and the admin queue's counts.

export const DECK_JOB_STATUSES = ['pending', 'in_progress', 'done', 'error'] as const;

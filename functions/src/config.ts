// Deployment configuration as firebase-functions params: set them in functions/.env.<project>
// (or answer `firebase deploy`'s prompt); the token is a Secret Manager secret. The emulator
// stack writes them into its own copy of the package (scripts/emulators/).
import { defineInt, defineList, defineSecret, defineString } from 'firebase-functions/params';

/** E-mail addresses (verified) allowed to grant themselves admin rights with setAdminClaim. */
export const ownerEmails = defineList('ADMIN_OWNER_EMAILS', { default: [] });

/** The GitHub REST API (a local server in tests). */
export const githubApiUrl = defineString('GITHUB_API_URL', { default: 'https://api.github.com' });
/** `owner/name` of the repository whose publish workflow deploys the site. */
export const deployRepository = defineString('DEPLOY_REPOSITORY', { default: '' });
export const deployWorkflow = defineString('DEPLOY_WORKFLOW', { default: 'publish.yml' });
export const deployRef = defineString('DEPLOY_REF', { default: 'main' });
/** A token allowed to dispatch the workflow (fine-grained: Actions read and write). */
export const githubToken = defineSecret('DEPLOY_GITHUB_TOKEN');

/**
 * The owner list as the runtime holds it: a JSON array (what a deployed list param becomes) or
 * comma-separated text (an .env file or the environment); anything unreadable means no owners.
 */
export function ownerList(raw: string | undefined = process.env.ADMIN_OWNER_EMAILS): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    // Not JSON: comma-separated text.
  }
  return raw
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

/**
 * The deck queue's schedule (scheduledDeckJobs), in Cloud Scheduler's syntax, Japan time. Read
 * from the environment when the functions are loaded: `firebase deploy` loads
 * functions/.env.<project> first, so a line there changes it on the next deploy.
 */
export const deckQueueSchedule = process.env.DECK_QUEUE_SCHEDULE?.trim() || 'every 30 minutes';
// The deck queue's settings (README "Back office"; functions/src/jobs/deckQueue.ts).
/** Jobs one run of the deck queue takes at most. */
export const deckQueueBatch = defineInt('DECK_QUEUE_BATCH', { default: 100 });
/** Decks the deck queue fetches at the same time. */
export const deckQueueConcurrency = defineInt('DECK_QUEUE_CONCURRENCY', { default: 2 });
/** Milliseconds between two requests of the deck queue to the deck site. */
export const deckQueueDelayMs = defineInt('DECK_QUEUE_DELAY_MS', { default: 1000 });

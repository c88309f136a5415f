// Deployment configuration as firebase-functions params: set them in functions/.env.<project>
// (or answer `firebase deploy`'s prompt); the token is a Secret Manager secret. The emulator
// stack writes them into its own copy of the package (scripts/emulators/).
import { defineList, defineSecret, defineString } from 'firebase-functions/params';

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

// How the build's child processes (code build, pre-render workers) report an error in the
// documents: one prefixed line on stderr that `buildSite` turns back into a UserError.

/** The line prefix `buildSite` looks for; keep in sync with its USER_ERROR_PREFIX. */
export const USER_ERROR_PREFIX = 'tcg-user-error: ';

/** Errors that are the operator's to fix, by name (the page bundle has its own class copies). */
const USER_ERROR_NAMES = new Set(['DocumentError', 'UserError']);

export async function reportingUserErrors(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const userError = findUserError(error);
    if (!userError) throw error;
    process.stderr.write(`${USER_ERROR_PREFIX}${userError.message.split('\n')[0]}\n`);
    process.exit(1);
  }
}

function findUserError(error: unknown): Error | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (USER_ERROR_NAMES.has(e.name)) return e;
  }
  return null;
}

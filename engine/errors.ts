// The catalogue of user errors, one entry per stable code (the way Astro keeps errors-data.ts):
// what it means and what to do in general, and the exit code. A thrown error carries its own
// one-line message (where, what, and the fix for that case); the hint is shown with --debug and
// documents the code for tools that read `--json` output.

export interface ErrorData {
  /** What happened, in general. */
  title: string;
  /** What to do about it, in general. */
  hint: string;
  /** 1: bad input; 2: bad usage (flags); 130: interrupted. */
  exit: 1 | 2 | 130;
}

export const ERRORS = {
  USAGE: {
    title: 'A flag or argument is missing or malformed.',
    hint: 'Run the command with --help to see its flags.',
    exit: 2,
  },
  INTERRUPTED: {
    title: 'The command was interrupted before it finished.',
    hint: 'Run the same command again: it resumes or starts over, and never leaves half a file behind.',
    exit: 130,
  },
  SNAPSHOT_MISSING: {
    title: 'The snapshot folder, or a file it needs, does not exist.',
    hint: 'Pass the folder `tcg export` wrote (manifest.json and one .jsonl file per collection).',
    exit: 1,
  },
  SNAPSHOT_INVALID_LINE: {
    title: 'A line of a snapshot file is not one JSON document with a string id.',
    hint: 'Fix or remove the line named by FILE:LINE; blank lines are allowed.',
    exit: 1,
  },
  SNAPSHOT_INVALID_MANIFEST: {
    title: 'manifest.json is missing fields or is not JSON.',
    hint: 'Export the snapshot again, or fix manifest.json by hand.',
    exit: 1,
  },
  RULES_INVALID: {
    title: 'One or more classification rules are invalid.',
    hint: 'Run `tcg rules validate` for every issue with its rule and path, and fix them.',
    exit: 1,
  },
  RULES_TOO_MANY: {
    title: 'The snapshot holds more rules than a run can classify and aggregate in bounded memory.',
    hint: 'Delete, disable and remove, or merge rules until at most the limit remain (engine/rules/ruleLimit.ts).',
    exit: 1,
  },
  RULE_NOT_FOUND: {
    title: 'No rule has the id given.',
    hint: 'Check the id with `tcg rules validate --json`.',
    exit: 1,
  },
  ID_UNSTORABLE: {
    title:
      'An id cannot name a document in Firestore or as a file (a slash, "." or "..", __name__, control characters, over 1,500 bytes), or two ids would name one document.',
    hint: 'Change the id; for rule ids found only in decks, run `tcg classify` again.',
    exit: 1,
  },
  DECK_NOT_FOUND: {
    title: 'The deck is not in the snapshot.',
    hint: 'Check the deck ID, or export the snapshot again.',
    exit: 1,
  },
  DECK_ID_INVALID: {
    title: 'The text is not a deck ID (three groups of 6 letters or digits).',
    hint: 'Give a deck ID such as 4cYKcc-l9gMiB-8acGaJ.',
    exit: 1,
  },
  OUTPUT_INVALID: {
    title: 'The output folder does not hold what the command expects.',
    hint: 'Pass the folder the previous command wrote (e.g. the --out of `tcg build`).',
    exit: 1,
  },
  DOCS_MISSING: {
    title: 'The documents folder does not exist.',
    hint: 'Run `tcg aggregate --out DIR` first and pass DIR/docs.',
    exit: 1,
  },
  DOCS_INVALID: {
    title: 'A document of the documents folder cannot be read.',
    hint: 'Run `tcg aggregate` again to write the documents afresh.',
    exit: 1,
  },
  CREDENTIALS_MISSING: {
    title: 'No Google Cloud credentials were found.',
    hint: 'Set GOOGLE_APPLICATION_CREDENTIALS, or FIRESTORE_EMULATOR_HOST for a local server.',
    exit: 1,
  },
  FIRESTORE_UNAVAILABLE: {
    title: 'Firestore did not answer, or refused the request.',
    hint: 'Check the network, the project id and the permissions, then rerun.',
    exit: 1,
  },
  PORT_IN_USE: {
    title: 'The port to serve on is taken by another server, or not allowed.',
    hint: 'Stop the other server, or pass another --port (0 picks a free one).',
    exit: 1,
  },
  TARGET_NOT_EMPTY: {
    title: 'The target already holds documents.',
    hint: 'Pass --resume to add only the missing ones, or --force to overwrite them.',
    exit: 1,
  },
  OUTPUT_NOT_OURS: {
    title: 'The output folder holds files that this command did not write.',
    hint: 'Pass an empty or new folder, or --force to replace it whole.',
    exit: 1,
  },
  OUTPUT_OVERLAPS_INPUT: {
    title: 'The output folder is, contains or sits inside an input folder.',
    hint: 'Write the output to a folder apart from every input; --force does not override this.',
    exit: 1,
  },
  SNAPSHOT_LOCKED: {
    title: 'Another tcg command is rewriting the same snapshot.',
    hint: 'Wait for it to finish and rerun; a lock left by a killed run expires by itself.',
    exit: 1,
  },
  SETTINGS_INVALID: {
    title: 'A stored setting (settings/current) holds a value the command cannot use.',
    hint: 'Fix the setting in the admin settings screen, or pass the matching flag to override it.',
    exit: 1,
  },
  CONFIG_INVALID: {
    title: 'An environment variable the command reads is malformed.',
    hint: 'Fix or unset the variable the message names; the README lists each one with an example.',
    exit: 1,
  },
  FONT_MISSING: {
    title: 'No font that draws Japanese text was found for the share images of `tcg build`.',
    hint: 'Install a Japanese font (Debian/Ubuntu: apt-get install fonts-noto-cjk), or pass --font FILE (a .ttf, .otf or .ttc with Japanese glyphs).',
    exit: 1,
  },
  ADMIN_CONFIG_MISSING: {
    title:
      "A site build needs the admin app's Firebase web app config, or an explicit request for the emulator build.",
    hint: "Set TCG_FIREBASE_CONFIG to the web app's config JSON (Firebase console → Project settings → Your apps); for a local build against `npm run emulators`, set TCG_FIREBASE_EMULATORS=1.",
    exit: 1,
  },
  IMPORT_INVALID: {
    title:
      'A results file given to `tcg events import` is malformed (a saved event result answer or a results CSV).',
    hint: 'Fix the file at the row or field named, or leave the file out; nothing is imported until every file reads.',
    exit: 1,
  },
  FILE_SYSTEM: {
    title:
      'The file system refused the command: no permission, no space left, a read-only disk, or a file where a folder is expected (or the reverse).',
    hint: 'Fix the path the message names (permissions, free space, a writable disk, the right kind of entry) or choose another one, and rerun.',
    exit: 1,
  },
  OFFICIAL_SITE: {
    title:
      'The official deck site or event API did not give what was asked (not found, another format, or no answer).',
    hint: 'Check the deck ID or the site URL (TCG_OFFICIAL_DECK_URL, TCG_OFFICIAL_EVENTS_URL); a changed page format needs a fetcher update.',
    exit: 1,
  },
  OFFICIAL_BROWSER_CHECK: {
    title:
      "The official site answered with Cloudflare's browser check (a challenge): it lets only browsers through, and tcg does not pass itself off as one.",
    hint: 'Asking again does not help. Save the event result answers (event_result_detail_search) from a browser, or take the community results CSV, and load them with `tcg events import`.',
    exit: 1,
  },
} as const satisfies Record<string, ErrorData>;

export type UserErrorCode = keyof typeof ERRORS;

/** Exit codes of `tcg`, listed in the README. */
export const EXIT = { ok: 0, userError: 1, usage: 2, internal: 70, interrupted: 130 } as const;

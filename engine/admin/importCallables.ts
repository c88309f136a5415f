// The results import's callable (ours: `tcg events import` in the back office, on the data sync
// screen): its limits, messages and payload.
import { z } from 'zod';

/**
 * What one importEventResults call may carry (ours): the files' text, 10 MiB in all counted in
 * UTF-8 bytes (the 17,238-row results CSV of a City League season is 4 MB), and at most 200
 * files. Cloud Functions refuse a request body over 32 MB; the screen checks the same limits
 * before it sends anything.
 */
export const IMPORT_LIMITS = { bytes: 10 * 1024 * 1024, files: 200 } as const;

export const IMPORT_MESSAGES = {
  noFiles: 'ファイルを選択してください',
  tooManyFiles: `ファイルが多すぎます（${IMPORT_LIMITS.files} 件まで）`,
  tooLarge: `ファイルが大きすぎます（合計 ${IMPORT_LIMITS.bytes / 1024 / 1024} MB まで）。分けて取り込んでください`,
  eventIdInvalid: 'イベントIDは数字で指定してください',
} as const;

/** The UTF-8 length of a text, without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Files to import: each `{name, text}` (the name says the format and may hold the event id). */
export const ImportFilesPayload = z
  .array(z.object({ name: z.string().trim().min(1).max(300), text: z.string() }).strict(), {
    error: IMPORT_MESSAGES.noFiles,
  })
  .min(1, { error: IMPORT_MESSAGES.noFiles })
  .max(IMPORT_LIMITS.files, { error: IMPORT_MESSAGES.tooManyFiles })
  .refine((files) => files.reduce((sum, file) => sum + utf8Bytes(file.text), 0) <= IMPORT_LIMITS.bytes, {
    error: IMPORT_MESSAGES.tooLarge,
  });

export const importCallables = {
  importEventResults: {
    timeoutSeconds: 540,
    runLog: false,
    /**
     * `tcg events import` from the back office: saved event_result_detail_search answers
     * (.json) and results CSVs (.csv), checked with the CLI's code. `dryRun`: count what the
     * files hold and what would be written, write nothing (the screen's preview).
     */
    payload: z
      .object({
        files: ImportFilesPayload,
        eventId: z.string().trim().regex(/^\d+$/, { error: IMPORT_MESSAGES.eventIdInvalid }).optional(),
        dryRun: z.boolean().optional(),
      })
      .strict(),
    result: z.object({
      files: z.number(),
      events: z.number(),
      results: z.number(),
      decks: z.number(),
      created: z.number(),
      updated: z.number(),
      skipped: z.number(),
      jobsEnqueued: z.number(),
      dryRun: z.boolean(),
    }),
  },
} as const;

// importEventResults: `tcg events import` from the back office. The uploaded files are checked
// by the CLI's own code (data/ingest/importFiles.ts); a malformed one is invalid-argument with
// the same one-line message, and nothing is written.
import { importEvents } from '../../../cli/pipelines/eventImport.ts';
import { officialOrigins } from '../../../data/official/origins.ts';
import type { Handler } from '../callable.ts';
import { ingestStore } from './ingest.ts';

export const importEventResults: Handler<'importEventResults'> = ({ files, eventId, dryRun }, context) =>
  importEvents(
    {
      files,
      eventsOrigin: officialOrigins().events,
      ...(eventId === undefined ? {} : { eventId }),
      ...(dryRun ? { dryRun: true } : {}),
    },
    { store: ingestStore(context), now: context.now },
  );

// The `tcg` program: each command module registers itself; one top-level handler turns user
// errors into one line and an exit code, and shows stack traces only with --debug.
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { exitWhenSettled } from '../data/exitWatchdog.ts';
import { unmaskMkdirError } from '../data/mkdirError.ts';
import { keepVerdictsIn } from '../data/regexSafety.ts';
import { installStopCleanup } from '../data/tempFiles.ts';
import { fileSystemUserError } from '../engine/fileSystemError.ts';
import { isUserError } from '../engine/userError.ts';
import * as aggregate from './commands/aggregate.ts';
import * as build from './commands/build.ts';
import * as classify from './commands/classify.ts';
import * as events from './commands/events.ts';
import * as exportCmd from './commands/export.ts';
import * as importCmd from './commands/import.ts';
import * as jobs from './commands/jobs.ts';
import * as preview from './commands/preview.ts';
import * as rules from './commands/rules.ts';
import * as serve from './commands/serve.ts';
import { REPO_ROOT } from './pipelines/siteRoot.ts';
import { installStdoutClosedExit } from './stdoutClosed.ts';

const program = new Command('tcg')
  .description('Pokémon TCG deck statistics: export, classify, aggregate and build the static site')
  .option('--debug', 'show stack traces for errors, and check every emitted document against its schema')
  .showHelpAfterError()
  .exitOverride()
  // Worker threads and child processes read it too (engine/documentRegistry.ts documentChecksOn).
  .hook('preAction', (command) => {
    if (command.opts().debug === true) process.env.TCG_DEBUG = '1';
  });

for (const command of [
  exportCmd,
  importCmd,
  classify,
  rules,
  preview,
  aggregate,
  build,
  serve,
  events,
  jobs,
]) {
  command.register(program);
}

// recheck's verdicts on rule patterns are kept between runs: a run judges only new patterns.
keepVerdictsIn(path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg'));
// Ctrl-C or SIGTERM removes the run's temporary files before the process ends.
installStopCleanup();
// `tcg … | head` ends quietly with exit 0 when head stops reading (no EPIPE stack).
installStdoutClosedExit();
try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = handleError(error, program.opts().debug === true);
}
// The command has settled and said its last line: the process ends within a few seconds even if
// a call it abandoned is still being retried (tcg serve settles only once stopped).
exitWhenSettled();

function handleError(error: unknown, debug: boolean): number {
  if (error instanceof CommanderError) {
    // commander already printed its message (help, version or a usage error).
    return error.exitCode === 0 ? 0 : 2;
  }
  // A permission, disk-full, read-only or not-a-folder error is the operator's to fix.
  const userError = isUserError(error) ? error : fileSystemUserError(unmaskMkdirError(error));
  if (userError) {
    console.error(`tcg: ${userError.message}`);
    // The catalogue's code and general advice (engine/errors.ts), then where it was thrown.
    if (debug) console.error(`[${userError.code}] ${userError.hint}\n${(error as Error).stack ?? ''}`);
    return userError.exitCode;
  }
  console.error(
    debug && error instanceof Error
      ? error.stack
      : `tcg: internal error: ${String(error)} (rerun with --debug for details)`,
  );
  return 70;
}

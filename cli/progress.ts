// Progress for long work, on stderr: a bar on a terminal (cli-progress), a plain line every
// few seconds otherwise (CI logs), nothing with --quiet.
import cliProgress from 'cli-progress';

export interface ProgressReporter {
  tick(n?: number): void;
  done(summary?: string): void;
}

export interface ProgressOptions {
  /** The number of items expected, when known. */
  total?: number;
  quiet: boolean;
  /** Where lines go; stderr unless a test passes its own. */
  stream?: NodeJS.WritableStream & { isTTY?: boolean };
  /** Milliseconds between plain lines. */
  intervalMs?: number;
  /** Milliseconds now, for plain-line pacing. */
  now?: () => number;
}

const SILENT: ProgressReporter = { tick() {}, done() {} };

export function createProgress(label: string, opts: ProgressOptions): ProgressReporter {
  if (opts.quiet) return SILENT;
  const stream = opts.stream ?? process.stderr;
  return stream.isTTY === true ? barProgress(label, opts, stream) : plainProgress(label, opts, stream);
}

function describe(done: number, total: number | undefined): string {
  if (total === undefined || total <= 0) return `${done}`;
  return `${done}/${total} (${Math.floor((done / total) * 100)}%)`;
}

function plainProgress(
  label: string,
  opts: ProgressOptions,
  stream: NodeJS.WritableStream,
): ProgressReporter {
  const now = opts.now ?? Date.now;
  const interval = opts.intervalMs ?? 5000;
  const started = now();
  let last = started;
  let done = 0;
  let finished = false;
  return {
    tick(n = 1) {
      done += n;
      const t = now();
      if (t - last >= interval) {
        last = t;
        stream.write(`${label}: ${describe(done, opts.total)}, ${((t - started) / 1000).toFixed(0)} s\n`);
      }
    },
    done(summary) {
      if (finished) return;
      finished = true;
      stream.write(`${summary ?? `${label}: ${done} done`}\n`);
    },
  };
}

function barProgress(label: string, opts: ProgressOptions, stream: NodeJS.WritableStream): ProgressReporter {
  const known = opts.total !== undefined && opts.total > 0;
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: known
        ? `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} (eta {eta_formatted})`
        : `${label} {value} | {duration_formatted}`,
      hideCursor: true,
      clearOnComplete: true,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(known ? opts.total! : 0, 0);
  let done = 0;
  let finished = false;
  return {
    tick(n = 1) {
      done += n;
      bar.update(done);
    },
    done(summary) {
      if (finished) return;
      finished = true;
      bar.stop();
      if (summary) stream.write(`${summary}\n`);
    },
  };
}

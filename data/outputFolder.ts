// Output-folder safety: a command replaces a folder only when it is missing,
// empty, or holds the marker file the same command left there before; an output that overlaps an
// input (the same folder, a parent or a child of it) is always refused, even with --force.
import { readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userError } from '../engine/userError.ts';

/** The marker file a command writes into a folder it owns (`DIR/.tcg-output`). */
export const OUTPUT_MARKER = '.tcg-output';

export interface OutputFolderCheck {
  /** The command that replaces the folder, e.g. `build` (`tcg build`). */
  command: string;
  /** The flag that named it, for the message (`--out`). */
  flag: string;
  /** The folder the command will replace whole. */
  target: string;
  /** The folders the command reads; the target may overlap none of them. */
  inputs: readonly { flag: string; dir: string }[];
  /** Replace a folder that is not ours (never an input). */
  force?: boolean;
  /**
   * The entries the command writes into the folder: one holding only these, `signature` among
   * them, is its own without the marker (export: a snapshot folder), and the refusal names only
   * the other entries.
   */
  ownEntries?: { names: readonly string[]; signature: string };
}

/** Throws a UserError naming the folder unless the command may replace `target`. */
export async function assertReplaceableOutput(check: OutputFolderCheck): Promise<void> {
  const target = await canonical(check.target);
  for (const input of check.inputs) {
    const source = await canonical(input.dir);
    if (isSameOrInside(source, target) || isSameOrInside(target, source)) {
      throw userError(
        'OUTPUT_OVERLAPS_INPUT',
        `${check.flag} ${check.target}: overlaps the input ${input.flag} ${input.dir} (replacing it would destroy the input); choose an output folder outside it`,
      );
    }
  }
  const entries = await folderEntries(check.target, check.flag);
  if (entries === undefined || entries.length === 0 || check.force) return;
  if (entries.includes(OUTPUT_MARKER) && (await markerCommand(check.target)) === check.command) return;
  const strangers = entries.filter(
    (entry) => entry !== OUTPUT_MARKER && !check.ownEntries?.names.includes(entry),
  );
  if (strangers.length === 0 && check.ownEntries && entries.includes(check.ownEntries.signature)) return;
  throw userError(
    'OUTPUT_NOT_OURS',
    `${check.flag} ${check.target}: the folder holds files \`tcg ${check.command}\` did not write (${describe(strangers.length > 0 ? strangers : entries)}) and would be replaced; pass an empty or new folder, or --force to replace it`,
  );
}

/**
 * Refuses an `--out` that is a built site (`tcg build` left its marker there, or it holds an
 * index.html): the documents written into it would be deployed with the site as raw files.
 * No flag overrides this, as for an output overlapping an input.
 */
export async function assertNotSiteFolder(dir: string, flag: string): Promise<void> {
  const entries = await folderEntries(dir, flag);
  if (!entries) return;
  const built = entries.includes(OUTPUT_MARKER) && (await markerCommand(dir)) === 'build';
  if (!built && !entries.includes('index.html')) return;
  throw userError(
    'OUTPUT_INVALID',
    `${flag} ${dir}: is a site folder (${built ? 'tcg build wrote it' : 'it holds index.html'}), and documents written into it would be deployed as raw files; pass a folder apart from the site, e.g. ${flag} out`,
  );
}

/** Writes the marker that lets the next run of `command` replace `dir`. */
export async function writeOutputMarker(dir: string, command: string): Promise<void> {
  await writeFile(path.join(dir, OUTPUT_MARKER), `${JSON.stringify({ writtenBy: `tcg ${command}` })}\n`);
}

async function markerCommand(dir: string): Promise<string | undefined> {
  try {
    const json = JSON.parse(await readFile(path.join(dir, OUTPUT_MARKER), 'utf8')) as { writtenBy?: unknown };
    return typeof json.writtenBy === 'string' ? json.writtenBy.replace(/^tcg /, '') : undefined;
  } catch {
    return undefined;
  }
}

/** The folder's entry names, or undefined when it does not exist; a file is refused. */
async function folderEntries(dir: string, flag: string): Promise<string[] | undefined> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!info.isDirectory()) {
    throw userError('OUTPUT_NOT_OURS', `${flag} ${dir}: is a file, not a folder; pass a folder to write to`);
  }
  return readdir(dir);
}

function describe(entries: readonly string[]): string {
  const shown = entries.slice(0, 3).join(', ');
  return entries.length > 3 ? `${shown} and ${entries.length - 3} more` : shown;
}

function isSameOrInside(dir: string, parent: string): boolean {
  const relative = path.relative(parent, dir);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/**
 * The absolute path with symbolic links resolved, also for a path that does not exist yet (its
 * nearest existing parent is resolved), so `out/../snap` and a link to `snap` both meet `snap`.
 */
async function canonical(dir: string): Promise<string> {
  const absolute = path.resolve(dir);
  const rest: string[] = [];
  for (let at = absolute; ; at = path.dirname(at)) {
    try {
      return path.join(await realpath(at), ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || path.dirname(at) === at) throw error;
      rest.push(path.basename(at));
    }
  }
}

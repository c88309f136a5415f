// A pre-rendering worker's report (prerenderShard.ts): one line per URL of its shard, sorted by key
// (pageLines.ts), which the build merges into its manifest (manifestWrite.ts mergePages). A page the
// worker rendered whole is written to the file as soon as it is done, not held until the end: at a
// million decks a shard's 55,000 entries (files and about 30 inputs each) and their lines made its
// worker's memory grow by hundreds of MB towards its end. The file is sorted once, at the end.
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { writeFileInPieces } from '../../../../data/atomic.ts';
import { readLineChunks } from '../../../../data/jsonl.ts';
import { type PageEntry, pageLine } from './pageLines.ts';

const TAB = 0x09;
const NEWLINE = 0x0a;
/** Lines gathered before a write. */
const PENDING_BYTES = 1 << 20;

export class ShardReport {
  private readonly unsorted: string;
  private fd: number | undefined;
  private pending = '';
  private wroteAny = false;
  /** The lines of kept pages (their keys alone: short, and all of a shard in an incremental build). */
  private readonly keptKeys: string[] = [];

  constructor(readonly file: string) {
    this.unsorted = `${file}.unsorted`;
  }

  /** A page done (its files written): its line goes to the file. */
  page(url: string, entry: PageEntry): void {
    this.pending += `${pageLine(url, { files: entry.files, inputs: [...entry.inputs].sort() })}\n`;
    if (this.pending.length >= PENDING_BYTES) this.flush();
  }

  /** A page of the shard kept as it is (incremental builds): its key alone, held until the end. */
  kept(url: string): void {
    this.keptKeys.push(pageLine(url));
  }

  /**
   * Writes the report, its lines sorted by key, whole or not at all (temporary file + rename).
   * Only the keys are held: each line is read back from the unsorted file when its turn comes.
   */
  async finish(): Promise<void> {
    this.flush();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    // Rendered pages' lines by their key, where they are in the unsorted file; kept pages' lines
    // are their keys.
    const keys: string[] = [];
    const starts: number[] = [];
    const lengths: number[] = [];
    if (this.wroteAny) {
      let offset = 0; // of the chunk in the file
      for await (const chunk of readLineChunks(this.unsorted)) {
        for (let at = 0; at < chunk.length; ) {
          const end = chunk.indexOf(NEWLINE, at);
          const tab = chunk.indexOf(TAB, at);
          keys.push(chunk.toString('utf8', at, tab !== -1 && tab < end ? tab : end));
          starts.push(offset + at);
          lengths.push(end + 1 - at);
          at = end + 1;
        }
        offset += chunk.length;
      }
    }
    const rendered = keys.length;
    for (const key of this.keptKeys) keys.push(key);
    // Sorted as strings sort (UTF-16 code units), as the build's merge compares them.
    const order = keys
      .map((_, i) => i)
      .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    const fd = this.wroteAny ? openSync(this.unsorted, 'r') : undefined;
    try {
      writeFileInPieces(this.file, (put) => {
        let piece = Buffer.allocUnsafe(PENDING_BYTES);
        let used = 0;
        for (const i of order) {
          const length = i < rendered ? lengths[i]! : Buffer.byteLength(keys[i]!) + 1;
          if (used + length > piece.length) {
            if (used > 0) put(piece.subarray(0, used));
            piece = Buffer.allocUnsafe(Math.max(PENDING_BYTES, length));
            used = 0;
          }
          if (i < rendered) readSync(fd!, piece, used, length, starts[i]!);
          else piece[used + piece.write(keys[i]!, used)] = NEWLINE;
          used += length;
        }
        if (used > 0) put(piece.subarray(0, used));
      });
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    rmSync(this.unsorted, { force: true });
  }

  private flush(): void {
    if (this.pending === '') return;
    this.fd ??= openSync(this.unsorted, 'w');
    writeSync(this.fd, this.pending);
    this.wroteAny = true;
    this.pending = '';
  }
}

// A pre-rendering worker's report (prerenderShard.ts): one line per URL of its shard, sorted by key
// (pageLines.ts), which the build merges into its manifest (manifestWrite.ts mergePages). A page the
// worker rendered whole is written to the file as soon as it is done, not held until the end: at a
// million decks a shard's 55,000 entries (files and about 30 inputs each) and their lines made its
// worker's memory grow by hundreds of MB towards its end. The file is sorted once, at the end.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { writeFileInPieces } from '../../../../data/atomic.ts';
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

  constructor(readonly file: string) {
    this.unsorted = `${file}.unsorted`;
  }

  /** A page done (its files written): its line goes to the file. */
  page(url: string, entry: PageEntry): void {
    this.pending += `${pageLine(url, { files: entry.files, inputs: [...entry.inputs].sort() })}\n`;
    if (this.pending.length >= PENDING_BYTES) this.flush();
  }

  /** A page of the shard kept as it is (incremental builds): its key alone. */
  kept(url: string): void {
    this.pending += `${pageLine(url)}\n`;
    if (this.pending.length >= PENDING_BYTES) this.flush();
  }

  /** Writes the report, its lines sorted by key, whole or not at all (temporary file + rename). */
  finish(): void {
    this.flush();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    const bytes = this.wroteAny ? readFileSync(this.unsorted) : Buffer.alloc(0);
    const starts: number[] = [];
    const keys: string[] = [];
    for (let at = 0; at < bytes.length; ) {
      const end = bytes.indexOf(NEWLINE, at);
      const tab = bytes.indexOf(TAB, at);
      starts.push(at);
      keys.push(bytes.toString('utf8', at, tab !== -1 && tab < end ? tab : end));
      at = end + 1;
    }
    // Sorted as strings sort (UTF-16 code units), as the build's merge compares them.
    const order = keys
      .map((_, i) => i)
      .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    writeFileInPieces(this.file, (put) => {
      let piece: Buffer[] = [];
      let size = 0;
      for (const i of order) {
        const start = starts[i]!;
        const line = bytes.subarray(start, bytes.indexOf(NEWLINE, start) + 1);
        piece.push(line);
        size += line.length;
        if (size >= PENDING_BYTES) {
          put(Buffer.concat(piece, size));
          piece = [];
          size = 0;
        }
      }
      if (size > 0) put(Buffer.concat(piece, size));
    });
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

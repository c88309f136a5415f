// Many short lines kept compactly: gathered into chunks of CHUNK_LINES lines each, as UTF-8 bytes.
// A million lines as a million strings cost hundreds of MB, and a worker thread moves its chunks to
// the main thread without a copy (data/accelerators/threads/partDocWriter.ts PartWriteSummary).
export class LineChunks {
  private readonly pending: string[] = [];
  readonly chunks: Uint8Array[] = [];
  private readonly encoder = new TextEncoder();

  add(line: string): void {
    this.pending.push(line);
    if (this.pending.length >= CHUNK_LINES) this.flush();
  }

  /** Takes chunks gathered elsewhere (another thread's), as they are. */
  addChunks(chunks: readonly Uint8Array[]): void {
    for (const chunk of chunks) this.chunks.push(chunk);
  }

  /** Drops every line. */
  clear(): void {
    this.pending.length = 0;
    this.chunks.length = 0;
  }

  flush(): Uint8Array[] {
    // TextEncoder gives each chunk a buffer of its own: one from Node's shared pool of small
    // buffers could not be moved without taking its neighbours.
    if (this.pending.length > 0) this.chunks.push(this.encoder.encode(`${this.pending.join('\n')}\n`));
    this.pending.length = 0;
    return this.chunks;
  }
}
const CHUNK_LINES = 8192;

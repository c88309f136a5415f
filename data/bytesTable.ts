// A bounded table of values keyed by byte ranges, without building a string key: an
// open-addressing table by a caller's hash, whose entries keep their bytes in one arena to
// compare. The projection scanner keeps decoded card names and parsed shared items in it, so a
// text met a million times is decoded or parsed once.

export class BytesTable<T> {
  // Slots hold entry numbers + 1 (0: empty); twice the entries, so probes stay short.
  private readonly slots: Int32Array;
  private readonly starts: number[] = [];
  private readonly lengths: number[] = [];
  private readonly values: T[] = [];
  private arena = Buffer.alloc(1 << 16);
  private used = 0;
  /** The free slot the last miss of `get` ended on, where `add` puts the entry. */
  private freeSlot = -1;

  constructor(private readonly maxEntries: number) {
    let size = 2;
    while (size < 2 * maxEntries) size *= 2;
    this.slots = new Int32Array(size);
  }

  /** The value kept for the bytes `b[start, end)` (whose hash is `hash`), or undefined. */
  get(b: Buffer, start: number, end: number, hash: number): T | undefined {
    const { slots } = this;
    const mask = slots.length - 1;
    const length = end - start;
    let slot = (hash ^ (hash >>> 15)) & mask;
    for (;;) {
      const entry = slots[slot]! - 1;
      if (entry < 0) break;
      if (this.lengths[entry] === length && this.sameBytes(this.starts[entry]!, b, start, end))
        return this.values[entry];
      slot = (slot + 1) & mask;
    }
    this.freeSlot = slot;
    return undefined;
  }

  /** Keeps `value` for the bytes the last `get` missed (unless the table is full). */
  add(b: Buffer, start: number, end: number, value: T): void {
    const entries = this.values.length;
    if (entries >= this.maxEntries || this.freeSlot < 0) return;
    const length = end - start;
    if (this.used + length > this.arena.length) {
      const arena = Buffer.alloc(2 * (this.arena.length + length));
      this.arena.copy(arena, 0, 0, this.used);
      this.arena = arena;
    }
    b.copy(this.arena, this.used, start, end);
    this.starts.push(this.used);
    this.lengths.push(length);
    this.values.push(value);
    this.used += length;
    this.slots[this.freeSlot] = entries + 1;
    this.freeSlot = -1;
  }

  /** Short ranges are compared here (a native call costs more); longer ones with Buffer.compare. */
  private sameBytes(at: number, b: Buffer, start: number, end: number): boolean {
    const arena = this.arena;
    if (end - start > 64) return b.compare(arena, at, at + end - start, start, end) === 0;
    const offset = at - start;
    let k = start;
    while (k < end && arena[offset + k] === b[k]) k++;
    return k === end;
  }
}

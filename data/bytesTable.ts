// A bounded table of values keyed by byte ranges, without building a string key: an
// open-addressing table by a caller's hash, whose entries keep their bytes in one arena to
// compare. The projection scanner keeps decoded card names and parsed shared items in it, so a
// text met a million times is decoded or parsed once.

/** FNV-1a (32 bits) of `b[start, end)`: the byte tables' hash, mixed by each for its slots. */
export function fnv1a(b: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ b[k]!, 0x01000193);
  return hash;
}

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

/**
 * A bounded table of values found where they start in a buffer, without knowing where they end:
 * each entry (at least `prefixLength` bytes long) is filed under the hash of its first
 * `prefixLength` bytes, and `findAt` gives the entry whose whole bytes are there. The projection
 * scanner finds a repeated card entry so, with one native comparison, instead of walking its
 * bytes to find its end. Its entries are complete JSON values: none is a prefix of another, so
 * at most one matches.
 */
export class PrefixTable<T> {
  // Slots hold entry numbers + 1 (0: empty); entries alike in their prefix share a probe run.
  private readonly slots: Int32Array;
  private readonly hashes: number[] = [];
  private readonly starts: number[] = [];
  private readonly lengths: number[] = [];
  private readonly values: T[] = [];
  private arena = Buffer.alloc(1 << 16);
  private used = 0;

  constructor(
    readonly prefixLength: number,
    private readonly maxEntries: number,
  ) {
    let size = 2;
    while (size < 2 * maxEntries) size *= 2;
    this.slots = new Int32Array(size);
  }

  /** The hash of `b[start, start + prefixLength)` (FNV-1a): the caller checks the bytes are there. */
  prefixHash(b: Buffer, start: number): number {
    return fnv1a(b, start, start + this.prefixLength);
  }

  /** The entry whose bytes are `b[start, start + its length)`, within `end`: its number, or -1. */
  findAt(b: Buffer, start: number, end: number, hash: number): number {
    const { slots } = this;
    const mask = slots.length - 1;
    for (let slot = (hash ^ (hash >>> 15)) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot]! - 1;
      if (entry < 0) return -1;
      if (this.hashes[entry] !== hash) continue;
      const length = this.lengths[entry]!;
      const at = this.starts[entry]!;
      if (start + length <= end && b.compare(this.arena, at, at + length, start, start + length) === 0)
        return entry;
    }
  }

  lengthOf(entry: number): number {
    return this.lengths[entry]!;
  }

  valueOf(entry: number): T {
    return this.values[entry]!;
  }

  /** Keeps `value` for `b[start, end)` (not found by findAt; whose prefix hash is `hash`), unless full. */
  add(b: Buffer, start: number, end: number, hash: number, value: T): void {
    const entries = this.values.length;
    const length = end - start;
    if (entries >= this.maxEntries || length < this.prefixLength) return;
    if (this.used + length > this.arena.length) {
      const arena = Buffer.alloc(2 * (this.arena.length + length));
      this.arena.copy(arena, 0, 0, this.used);
      this.arena = arena;
    }
    b.copy(this.arena, this.used, start, end);
    this.hashes.push(hash);
    this.starts.push(this.used);
    this.lengths.push(length);
    this.values.push(value);
    this.used += length;
    const { slots } = this;
    const mask = slots.length - 1;
    let slot = (hash ^ (hash >>> 15)) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entries + 1;
  }
}

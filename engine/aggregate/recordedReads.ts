// What a page's code really read, recorded as it reads: the deck pages' counterpart of the site's
// pageData (site/lib/docs.ts). The code gets its world only through `read(table, key)`, and each
// read is recorded by its table and key with a fingerprint of the value. An incremental run keeps
// a page only when every input its code read last time still has the same fingerprint, so an
// input added to a page's code (a new table read) is recorded with no cache code touched.

/** One table of a page's world: a value per key, and a fingerprint that changes when the value does. */
export interface InputTable<T> {
  get(key: string): T;
  fingerprint(key: string): string;
}

/** A page's world: one InputTable per table name. */
export type InputWorld<W> = { readonly [K in keyof W]: InputTable<W[K]> };

/** How a page reads its world (what its code is handed instead of the world itself). */
export interface PageReads<W> {
  read<K extends keyof W & string>(table: K, key: string): W[K];
}

/** Reads of `world` that record nothing (a run that keeps no record of its pages). */
export function readsOf<W>(world: InputWorld<W>): PageReads<W> {
  return { read: (table, key) => world[table].get(key) };
}

/** What a page read: its inputs' names (`table:key`, the page's own key as `@`), sorted, and their fingerprint. */
export interface PageRecord {
  inputs: string[];
  fingerprint: string;
}

/** The separator of an input's table and key (table names are plain words). */
const SEPARATOR = ':';
/**
 * An input whose key is the page's own (its deck id): records of pages then share their lists. A
 * control character, which no id may hold (engine/ids.ts), so it names no other key.
 */
const OWN = '\u0001';

/** Reads of one page of `world`, whose own key is `own`, recorded (see record). */
export class RecordedReads<W> implements PageReads<W> {
  private readonly read_ = new Set<string>();

  constructor(
    private readonly world: InputWorld<W>,
    private readonly own: string,
    private readonly hash: (text: string) => string,
  ) {}

  read<K extends keyof W & string>(table: K, key: string): W[K] {
    this.read_.add(`${table}${SEPARATOR}${key === this.own ? OWN : key}`);
    return this.world[table].get(key);
  }

  /** The inputs read so far and their fingerprint. */
  record(): PageRecord {
    const inputs = [...this.read_].sort();
    return { inputs, fingerprint: inputsFingerprint(this.world, this.own, inputs, this.hash)! };
  }
}

/**
 * The fingerprint of these inputs (as a record names them) in `world` now, or undefined when one
 * names a table the world no longer has (the page must be built again).
 */
export function inputsFingerprint<W>(
  world: InputWorld<W>,
  own: string,
  inputs: readonly string[],
  hash: (text: string) => string,
): string | undefined {
  const parts: string[] = [];
  for (const input of inputs) {
    const at = input.indexOf(SEPARATOR);
    const table = (world as Record<string, InputTable<unknown> | undefined>)[input.slice(0, at)];
    if (at === -1 || table === undefined) return undefined;
    const key = input.slice(at + 1);
    parts.push(input, table.fingerprint(key === OWN ? own : key));
  }
  return hash(parts.join('\n'));
}

// What an update does to one stored document: the fields it sets, each with a value, and the
// fields it removes. Every store applies both (the snapshot splices its line, Firestore sends
// FieldValue.delete()); a field is never removed by setting it to undefined, which Firestore refuses.
import { assertInternal } from './userError.ts';

export interface DocChange {
  /** Fields to write, each with a value (no undefined). */
  readonly set: Readonly<Record<string, unknown>>;
  /** Fields to delete; a field the document lacks is left alone. */
  readonly remove: readonly string[];
}

/** Asserts the change is well formed: no undefined value set, no field both set and removed. */
export function assertDocChange(change: DocChange, where: string): void {
  for (const [key, value] of Object.entries(change.set))
    assertInternal(value !== undefined, `${where}: an update sets ${key} to undefined (name it in remove)`);
  for (const key of change.remove)
    assertInternal(!Object.hasOwn(change.set, key), `${where}: an update both sets and removes ${key}`);
}

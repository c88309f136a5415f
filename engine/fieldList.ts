// The fields a reader of stored documents reads, declared next to that reader. A store may then
// hand out documents holding only these fields (and `id`), which saves parsing the rest; the
// tests check each reader against its list (engine/fieldList.test.ts).

/**
 * Fields to read: `true` reads a field whole, a nested list reads some fields of an object (or
 * of each object in an array), and `'shared'` reads an array whose items recur across documents
 * (a deck's card entries): each distinct item is parsed once and then shared, frozen.
 */
export type FieldList = { readonly [field: string]: true | 'shared' | FieldList };

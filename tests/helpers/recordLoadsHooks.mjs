// The module hooks of recordLoads.mjs (they run on Node's loader thread): each resolved URL is
// appended to the log as it is resolved, so a process that exits early still leaves its record.
import { appendFileSync } from 'node:fs';

let file = '';

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(file, `esm ${resolved.url}\n`);
  return resolved;
}

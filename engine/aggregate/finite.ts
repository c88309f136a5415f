// Where a document holds a value JSON or Firestore cannot carry faithfully: NaN and ±Infinity
// (JSON.stringify writes null), undefined (dropped from JSON, rejected by Firestore). A ratio over
// an empty group must be 0 or null, never one of these.

/** Whether `node` holds no NaN, ±Infinity or undefined (a walk that builds no path text). */
function allFinite(node: unknown): boolean {
  if (node === undefined) return false;
  if (typeof node === 'number') return Number.isFinite(node);
  if (node === null || typeof node !== 'object') return true;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) if (!allFinite(node[i])) return false;
    return true;
  }
  for (const key in node) if (!allFinite((node as Record<string, unknown>)[key])) return false;
  return true;
}

/** The paths (`stats.variants[2].share`) of every NaN, ±Infinity or undefined in `value`. */
export function nonFinitePaths(value: unknown, at = ''): string[] {
  if (allFinite(value)) return [];
  const found: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (node === undefined) found.push(path === '' ? '(document)' : path);
    else if (typeof node === 'number') {
      if (!Number.isFinite(node)) found.push(`${path} = ${node}`);
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) walk(node[i], `${path}[${i}]`);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(value, at);
  return found;
}

// A pure function of one string with its answers kept by argument: for the functions a build asks
// on every page about the same few thousand strings (card names, type texts, document paths).

/**
 * `compute`, its answers kept by argument: at most `limit`, all dropped when full (a build asks
 * about a few thousand; the limit only bounds memory). `compute` must be pure.
 */
export function keptAnswers<T>(compute: (argument: string) => T, limit: number): (argument: string) => T {
  const kept = new Map<string, T>();
  return (argument) => {
    if (kept.has(argument)) return kept.get(argument) as T;
    const answer = compute(argument);
    if (kept.size >= limit) kept.clear();
    kept.set(argument, answer);
    return answer;
  };
}

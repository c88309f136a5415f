// Clustering of the unmatched decks (docs/decisions.md "Rule suggestions"): one greedy leader
// pass on the weighted Jaccard similarity of their distinctive cards, then look-alike groups
// merged and every deck reassigned to the closest group core. Deterministic.

/** A deck joins a group whose leader (then core) it resembles at least this much. */
export const JOIN_SIMILARITY = 0.4;
/**
 * Two groups are merged when the smaller core is at least this much (by weight) in the other:
 * two variants of one key Pokémon (a different tech line each) share their rare key cards.
 */
export const MERGE_SIMILARITY = 0.5;

/** Weighted Jaccard similarity: the weight of the shared features over that of all (weight 1 when absent). */
function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>, weights?: readonly number[]): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (!weights) {
    let shared = 0;
    for (const x of small) if (large.has(x)) shared++;
    return shared / (a.size + b.size - shared);
  }
  let shared = 0;
  let total = 0;
  for (const x of a) total += weights[x] ?? 1;
  for (const x of b) {
    const w = weights[x] ?? 1;
    if (a.has(x)) shared += w;
    else total += w;
  }
  return total === 0 ? 0 : shared / total;
}

/** The weight of the shared features over that of the lighter set (weight 1 when absent). */
function overlap(a: ReadonlySet<number>, b: ReadonlySet<number>, weights?: readonly number[]): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  let weightA = 0;
  let weightB = 0;
  for (const x of a) weightA += weights?.[x] ?? 1;
  for (const x of b) weightB += weights?.[x] ?? 1;
  for (const x of small) if (large.has(x)) shared += weights?.[x] ?? 1;
  const lighter = Math.min(weightA, weightB);
  return lighter === 0 ? 0 : shared / lighter;
}

/** The key features of a core (its ex Pokémon), as sorted text for comparison. */
function keysOf(core: ReadonlySet<number>, keys: ReadonlySet<number>): string {
  return [...core]
    .filter((f) => keys.has(f))
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Whether two group cores are one archetype: they resemble each other at least MERGE_SIMILARITY
 * (weighted Jaccard); or, when both have key features (ex Pokémon) and the same ones, the lighter
 * core is at least MERGE_SIMILARITY (by weight) in the other: two variants of one key Pokémon
 * with a different tech line each. A core with one more ex Pokémon is another archetype.
 */
function sameArchetype(
  a: ReadonlySet<number>,
  b: ReadonlySet<number>,
  weights: readonly number[] | undefined,
  keys: ReadonlySet<number> | undefined,
): boolean {
  if (jaccard(a, b, weights) >= MERGE_SIMILARITY) return true;
  if (!keys) return false;
  const keysA = keysOf(a, keys);
  return keysA !== '' && keysA === keysOf(b, keys) && overlap(a, b, weights) >= MERGE_SIMILARITY;
}

/** The core of each group (the features at least half of it has) and its size. */
function coresOf(
  sets: readonly ReadonlySet<number>[],
  assignment: readonly number[],
  groups: number,
): { sizes: number[]; cores: Set<number>[] } {
  const tallies = Array.from({ length: groups }, () => new Map<number, number>());
  const sizes = new Array<number>(groups).fill(0);
  assignment.forEach((g, i) => {
    sizes[g]! += 1;
    for (const f of sets[i]!) tallies[g]!.set(f, (tallies[g]!.get(f) ?? 0) + 1);
  });
  const cores = tallies.map((tally, g) => {
    const core = new Set<number>();
    if (sizes[g]! > 0) for (const [f, n] of tally) if (n * 2 >= sizes[g]!) core.add(f);
    return core;
  });
  return { sizes, cores };
}

/**
 * Groups feature sets: a greedy leader pass (each set joins the most similar leader at or above
 * the threshold, else leads a new group), then every set is reassigned to the most similar group
 * core (the features at least half of the group has) among the groups of at least `minSize`
 * sets, so the stragglers of a large group join it. Returns the group index of each set.
 */
export function clusterFeatureSets(
  sets: readonly ReadonlySet<number>[],
  minSize = 1,
  threshold = JOIN_SIMILARITY,
  weights?: readonly number[],
  keys?: ReadonlySet<number>,
): number[] {
  const leaders: ReadonlySet<number>[] = [];
  const first = sets.map((set) => {
    let best = -1;
    let bestSimilarity = threshold;
    for (let g = 0; g < leaders.length; g++) {
      const similarity = jaccard(set, leaders[g]!, weights);
      if (similarity >= bestSimilarity && (best < 0 || similarity > bestSimilarity)) {
        best = g;
        bestSimilarity = similarity;
      }
    }
    if (best >= 0) return best;
    leaders.push(set);
    return leaders.length - 1;
  });
  // Twice: groups of one archetype (sameArchetype) are merged, the lower index naming them, then
  // each set goes to the closest core of a group of at least minSize (a set of a smaller group
  // moves only when such a core resembles it at least the threshold). The second round compares
  // the settled groups, whose cores are steadier than those of the first leaders' few sets.
  let assignment = first;
  for (let round = 0; round < 2; round++) {
    let { sizes, cores } = coresOf(sets, assignment, leaders.length);
    const root = leaders.map((_, g) => g);
    for (let g = 0; g < cores.length; g++) {
      if (root[g] !== g || sizes[g] === 0) continue;
      for (let h = g + 1; h < cores.length; h++)
        if (root[h] === h && sizes[h]! > 0 && sameArchetype(cores[g]!, cores[h]!, weights, keys)) root[h] = g;
    }
    const merged = assignment.map((g) => root[g]!);
    ({ sizes, cores } = coresOf(sets, merged, leaders.length));
    const large = cores.flatMap((_, g) => (sizes[g]! >= minSize ? [g] : []));
    assignment = sets.map((set, i) => {
      let best = merged[i]!;
      let bestSimilarity =
        sizes[best]! >= minSize ? jaccard(set, cores[best]!, weights) : threshold - Number.EPSILON;
      for (const g of large) {
        const similarity = jaccard(set, cores[g]!, weights);
        if (similarity > bestSimilarity) {
          best = g;
          bestSimilarity = similarity;
        }
      }
      return best;
    });
  }
  return assignment;
}

// Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time per
// function, and per category (JSON.parse, line splitting, stringify, matcher, GC, ...).
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time per category, largest first. */
  categories: { category: string; ms: number }[];
  /** The functions with the most self time. */
  top: { fn: string; ms: number }[];
}

/** The category a function's self time counts under; first matching entry wins. */
const CATEGORIES: readonly [string, (fn: string, url: string) => boolean][] = [
  ['idle', (fn) => fn === '(idle)'],
  ['gc', (fn) => fn === '(garbage collector)'],
  ['JSON.parse', (fn, url) => fn === 'parse' && url === ''],
  ['JSON.stringify', (fn, url) => fn === 'stringify' && url === ''],
  ['matcher', (_fn, url) => /engine\/rules\//.test(url)],
  ['schema parsing (zod)', (_fn, url) => /zod|engine\/(schemas|tolerant)\.ts/.test(url)],
  [
    'line splitting + decoding',
    (fn, url) =>
      /readline|string_decoder/.test(url) ||
      /^(utf8Slice|toString|indexOf|split|decode)$/.test(fn) ||
      fn.startsWith('RegExp: \\r?\\n'),
  ],
  ['file reads', (fn, url) => fn === 'read' && url === ''],
  [
    'file writes',
    (fn, url) => /internal\/fs|streams\/writable/.test(url) || /^(writev?|writeBuffer)$/.test(fn),
  ],
  ['snapshot store', (_fn, url) => /\/data\//.test(url)],
  ['cli', (_fn, url) => /\/cli\//.test(url)],
];

function categoryOf(fn: string, url: string): string {
  for (const [category, test] of CATEGORIES) if (test(fn, url)) return category;
  return 'other';
}

function shortUrl(url: string): string {
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
}

async function summarizeCpuProfile(file: string, topCount = 12): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byCategory = new Map<string, number>();
  let totalMs = 0;
  for (const node of profile.nodes) {
    const ms = (selfMicros.get(node.id) ?? 0) / 1000;
    if (ms === 0) continue;
    totalMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = `${functionName || '(anonymous)'}${url ? ` ${shortUrl(url)}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const category = categoryOf(functionName, url);
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
  }
  const sorted = <K>(map: Map<K, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    totalMs,
    categories: sorted(byCategory).map(([category, ms]) => ({ category, ms })),
    top: sorted(byFunction)
      .slice(0, topCount)
      .map(([fn, ms]) => ({ fn, ms })),
  };
}

/** The busiest of several profiles (node writes one per thread; the tsx loader's is idle). */
export async function busiestProfile(files: readonly string[]): Promise<ProfileSummary | undefined> {
  let best: ProfileSummary | undefined;
  const busy = (summary: ProfileSummary) =>
    summary.totalMs - (summary.categories.find((c) => c.category === 'idle')?.ms ?? 0);
  for (const file of files) {
    const summary = await summarizeCpuProfile(file);
    if (!best || busy(summary) > busy(best)) best = summary;
  }
  return best;
}

/** The summary as log lines: categories with their share, then the top functions. */
export function formatProfile(summary: ProfileSummary): string[] {
  const share = (ms: number) => `${((100 * ms) / summary.totalMs).toFixed(1)}%`;
  return [
    `profile: ${(summary.totalMs / 1000).toFixed(1)} s sampled`,
    ...summary.categories.map(
      ({ category, ms }) => `  ${category.padEnd(28)} ${(ms / 1000).toFixed(2)} s  ${share(ms)}`,
    ),
    '  top functions (self time):',
    ...summary.top.map(({ fn, ms }) => `    ${(ms / 1000).toFixed(2)} s  ${share(ms).padStart(6)}  ${fn}`),
  ];
}

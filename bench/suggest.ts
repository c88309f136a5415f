// `tcg rules suggest` at scale: the corpus with the rules of seventeen archetypes no look-alike
// rule covers removed (about 10% of the decks then match no rule), end to end (wall time, peak RSS).
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sizeLabel } from './classify.ts';
import { measureChild, median } from './measure.ts';
import type { BenchContext } from './run.ts';

/** Archetypes of the usage corpus whose decks no other rule catches once their rule is gone. */
const REMOVED = new Set([
  'Festival Lead',
  'Flareon Noctowl',
  'Diancie Dusknoir',
  'Dudunsparce Control',
  'Jellicent Dusknoir',
  'Hydrapple Ogerpon',
  'Palafin Ex',
  'Toxtricity Box',
  'Ursaluna Lunatone',
  'Alakazam Dudunsparce',
  'Ogerpon Meganium',
  'Zygarde Barbaracle',
  'Lopunny Dudunsparce',
  'Sharpedo Toxtricity',
  'Feraligatr Tef',
  'Okidogi Twm',
  'Grimmsnarl Froslass',
]);

export async function run(ctx: BenchContext): Promise<void> {
  const tcg = path.join(ctx.repoRoot, 'bin/tcg.js');
  for (const size of ctx.sizes) {
    const corpus = await ctx.corpus(size);
    const copy = path.join(ctx.workDir, `suggest-${size}`);
    await rm(copy, { recursive: true, force: true });
    await cp(corpus, copy, { recursive: true });
    const rules = (await readFile(path.join(copy, 'deck_rules.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '' && !REMOVED.has(String((JSON.parse(line) as { id: unknown }).id)));
    await writeFile(path.join(copy, 'deck_rules.jsonl'), rules.map((line) => `${line}\n`).join(''));
    const walls: number[] = [];
    const rss: number[] = [];
    let unmatched = 0;
    let groups = 0;
    for (let i = 0; i < ctx.runs; i++) {
      const run = await measureChild(process.execPath, [tcg, 'rules', 'suggest', '--data', copy, '--json'], {
        cwd: ctx.repoRoot,
      });
      if (run.exitCode !== 0) throw new Error(`tcg rules suggest failed: ${run.stderr}`);
      const result = JSON.parse(run.stdout) as { unmatched: number; clusters: unknown[] };
      unmatched = result.unmatched;
      groups = result.clusters.length;
      walls.push(run.wallMs);
      if (run.peakRssBytes !== undefined) rss.push(run.peakRssBytes);
    }
    const note = `${unmatched.toLocaleString('en-US')} unmatched decks, ${groups} groups`;
    ctx.figure(`rules suggest ${sizeLabel(size)} wall`, median(walls) / 1000, 's', note);
    if (rss.length > 0) ctx.figure(`rules suggest ${sizeLabel(size)} peak RSS`, median(rss) / 2 ** 20, 'MiB');
    await rm(copy, { recursive: true, force: true });
  }
}

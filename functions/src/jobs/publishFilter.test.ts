// Every document an aggregation emits is published by some partial rebuild (or is the deck
// pages and jobs, which only a full publish writes): a new kind left out of every part would
// go stale on the live site after the partial rebuilds the admin runs most.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTS } from './publishFilter.ts';

const golden = path.resolve(import.meta.dirname, '../../../tests/golden/aggregate');
/** Written only by a full publish: one document per deck, and the deck job mirror. */
const FULL_ONLY = [/^public_deck_details\//, /^deck_jobs\//];

describe('the partial publishes', () => {
  it('cover every document of the golden aggregation', () => {
    const paths = readdirSync(golden, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) =>
        path.relative(golden, path.join(entry.parentPath, entry.name)).slice(0, -'.json'.length),
      );
    expect(paths.length).toBeGreaterThan(100);
    const uncovered = paths.filter(
      (docPath) =>
        !FULL_ONLY.some((pattern) => pattern.test(docPath)) &&
        !Object.values(PARTS).some((inPart) => inPart(docPath)),
    );
    expect(uncovered).toEqual([]);
  });

  it('publish the windows with the pages that rank by them, the placements with the event results', () => {
    expect(PARTS.home('public_windows/4w')).toBe(true);
    expect(PARTS.deckTypes('public_windows/all')).toBe(true);
    expect(PARTS.matchups('public/placements')).toBe(true);
    expect(PARTS.events('public/placements')).toBe(false);
    expect(PARTS.matchups('public_window_matchups/4w')).toBe(true);
    expect(PARTS.matchups('public_window_placements/1w')).toBe(true);
    expect(PARTS.deckTypes('public_window_placements/4w')).toBe(true);
    expect(PARTS.home('public_window_matchups/4w')).toBe(false);
  });
});

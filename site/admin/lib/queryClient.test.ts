import { describe, expect, it } from 'vitest';
import { cachedDoc, isCachedDocKey, isPublishedDocKey, publicEventDoc } from './queryClient.ts';

describe('the client read cache (one hour per document path)', () => {
  it('keeps settings, counts and the published event documents, nothing else', () => {
    for (const key of [cachedDoc.settings, cachedDoc.counts, cachedDoc.publicEvents, publicEventDoc('741228')])
      expect(isCachedDocKey(key)).toBe(true);
    for (const key of [['dashboard'], ['events'], ['doc', 'decks/x'], ['event', 'public_events/1']])
      expect(isCachedDocKey(key)).toBe(false);
  });

  it('drops only the published documents when an aggregation rebuilds them', () => {
    expect(isPublishedDocKey(cachedDoc.publicEvents)).toBe(true);
    expect(isPublishedDocKey(publicEventDoc('741228'))).toBe(true);
    expect(isPublishedDocKey(cachedDoc.settings)).toBe(false);
    expect(isPublishedDocKey(cachedDoc.counts)).toBe(false);
  });
});

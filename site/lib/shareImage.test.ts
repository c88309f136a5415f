import { describe, expect, it } from 'vitest';
import { shareImagePath } from './shareImage.ts';

describe('shareImagePath', () => {
  it("gives the list pages (a window's, an event kind's) the site's image and a deck type its own", () => {
    expect(shareImagePath('/decks')).toBe('/og/site.png');
    expect(shareImagePath('/decks/w/1w')).toBe('/og/site.png');
    expect(shareImagePath('/decks/w/4w/k/city')).toBe('/og/site.png');
    expect(shareImagePath('/decks/w/all/k/other/')).toBe('/og/site.png');
    expect(shareImagePath('/w/4w/k/gym')).toBe('/og/site.png');
    expect(shareImagePath('/decks/%E3%83%AA')).toBe('/og/decks/%E3%83%AA.png');
    // A rule whose id is `w` keeps its own image on its own pages.
    expect(shareImagePath('/decks/w')).toBe('/og/decks/w.png');
    expect(shareImagePath('/decks/w/variants/x')).toBe('/og/decks/w.png');
  });
});

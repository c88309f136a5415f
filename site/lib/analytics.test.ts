import { describe, expect, it } from 'vitest';
import { analyticsHeadHtml } from './analytics.ts';

describe('analyticsHeadHtml(id)', () => {
  it('is empty without an id, so no request leaves the page', () => {
    expect(analyticsHeadHtml(null)).toBe('');
    expect(analyticsHeadHtml('')).toBe('');
  });
  it('loads the tag and sends a page view of the current path with an id', () => {
    const html = analyticsHeadHtml('G-TEST123');
    expect(html).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(html).toContain('<script data-ga-id="G-TEST123">');
    expect(html).toContain(
      "gtag('config',document.currentScript.dataset.gaId,{page_path:location.pathname})",
    );
  });
  it('refuses an id that could break out of the script', () => {
    expect(analyticsHeadHtml("x');alert(1)//")).toBe('');
  });
});

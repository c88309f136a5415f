import { describe, expect, it } from 'vitest';
import { DASHBOARD } from '../texts/dashboard.ts';
import { DECK } from '../texts/deckDetail.ts';
import { JOBS } from '../texts/deckJobs.ts';
import { EVENTS } from '../texts/events.ts';
import { EDITOR } from '../texts/ruleEditor.ts';
import { RULES } from '../texts/rules.ts';
import { adminDocumentTitle, adminPageName } from './pageTitle.ts';

describe('admin page titles', () => {
  it('names each route, a detail page with its (decoded) id', () => {
    expect(adminPageName('/')).toBe(DASHBOARD.title);
    expect(adminPageName('/deck-jobs')).toBe(JOBS.title);
    expect(adminPageName('/rules')).toBe(RULES.title);
    expect(adminPageName('/rules/new')).toBe(EDITOR.newTitle);
    expect(adminPageName(`/rules/${encodeURIComponent('ドラパルトex')}`)).toBe(
      `${EDITOR.editTitle}: ドラパルトex`,
    );
    expect(adminPageName('/decks/abc123-DEF456-ghi789')).toBe(`${DECK.title}: abc123-DEF456-ghi789`);
    expect(adminPageName('/events/741228')).toBe(`${EVENTS.detailTitle}: 741228`);
    expect(adminPageName('/no-such-page')).toBe(DASHBOARD.title);
    expect(adminPageName('/rules/%E0%A4%A')).toBe(`${EDITOR.editTitle}: %E0%A4%A`);
  });

  it("puts the product name first, then the page marked as the admin's (spec public §2)", () => {
    expect(adminDocumentTitle('デッキルール管理', 'ポケカデッキ統計')).toBe(
      'ポケカデッキ統計 | デッキルール管理（管理画面）',
    );
    expect(adminDocumentTitle(null, 'ポケカデッキ統計')).toBe('ポケカデッキ統計 | 管理画面');
  });
});

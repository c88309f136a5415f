import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckListItem } from '../../../engine/documents.ts';
import { linkedMarkup } from '../linkedMarkup.ts';
import { MatchingDecksSection, matchingDeckIds } from './MatchingDecksSection.tsx';

const deck = (id: string, events: DeckListItem['events'] = []): DeckListItem => ({
  id,
  name: '',
  primaryRuleId: 'r',
  primaryRuleName: 'R',
  ruleNames: ['R'],
  createdAt: '2026-04-05T10:00:00+09:00',
  updatedAt: null,
  events,
});

// The section's links, resolved as its page's data hook does (matchingDeckIds).
const render = (props: Parameters<typeof MatchingDecksSection>[0]) =>
  linkedMarkup(createElement(MatchingDecksSection, props), { decks: matchingDeckIds(props.decks) });

describe('MatchingDecksSection', () => {
  // Decks link to their page only when the build has one: a docs folder with one deck's detail.
  let docs: string;
  const previousDocs = process.env.TCG_DOCS_DIR;
  beforeAll(() => {
    docs = mkdtempSync(path.join(os.tmpdir(), 'tcg-matching-'));
    mkdirSync(path.join(docs, 'public_deck_details'));
    writeFileSync(path.join(docs, 'public_deck_details', 'AbCdEf-123456-GhIjKl.json'), '{}');
    process.env.TCG_DOCS_DIR = docs;
  });
  afterAll(() => {
    if (previousDocs === undefined) delete process.env.TCG_DOCS_DIR;
    else process.env.TCG_DOCS_DIR = previousDocs;
    rmSync(docs, { recursive: true, force: true });
  });

  it('notes when only the newest part of the list is shown', () => {
    const html = render({ decks: { items: [deck('a'), deck('b')], limited: true, total: 350 } });
    expect(html).toContain('一部のみ表示しています（全350件中、新しい2件）');
    expect(render({ decks: { items: [deck('a')], limited: false, total: 1 } })).not.toContain('一部のみ');
  });

  it('lists the events a deck placed in with date and rank', () => {
    const html = render({
      decks: {
        items: [
          deck('AbCdEf-123456-GhIjKl', [
            { id: '9', title: 'シティリーグ', eventDate: '2026-04-05', rank: 1 },
          ]),
        ],
        limited: false,
        total: 1,
      },
    });
    expect(html).toContain('href="/deck/AbCdEf-123456-GhIjKl"');
    expect(html).toContain('href="/events/9"');
    expect(html).toContain('2026/04/05');
    expect(html).toContain('1位');
  });

  it('shows a deck without a built page as plain text, not a broken link', () => {
    const html = render({ decks: { items: [deck('ZzZzZz-999999-YyYyYy')], limited: false, total: 1 } });
    expect(html).not.toContain('href="/deck/ZzZzZz-999999-YyYyYy"');
  });

  it('shows the empty state, and a load-more button only past one page', () => {
    expect(render({ decks: { items: [], limited: false, total: 0 } })).toContain(
      '一致するデッキがありません',
    );
    const items = Array.from({ length: 21 }, (_, i) => deck(`d${i}`));
    expect(render({ decks: { items, limited: false, total: 21 }, pageSize: 20 })).toContain(
      'data-load-more-button',
    );
    expect(
      render({ decks: { items: items.slice(0, 20), limited: false, total: 20 }, pageSize: 20 }),
    ).not.toContain('data-load-more-button');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeckListItem } from '../../../engine/documents.ts';
import { MatchingDecksSection } from './MatchingDecksSection.tsx';

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

const render = (props: Parameters<typeof MatchingDecksSection>[0]) =>
  renderToStaticMarkup(createElement(MatchingDecksSection, props));

describe('MatchingDecksSection', () => {
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

// The browser segments of the ranking pages (league, region, size, 投稿デッキ): the page embeds its
// window's compact segment document (#segment-data) and this shows the segment the URL names
// (`?segment=region-kanto`) in place of the page's own ranking: which segment, how many decks,
// then its ranking, or (too thin to rank) a line saying so and its counts unranked, each 参考.
// Without JavaScript the page shows its
// pre-rendered ranking and hides these links.
import { formatDelta, formatShare } from '../../engine/format.ts';
import {
  compactRows,
  type EmbeddedSegments,
  SEGMENT_PARAM,
  segmentPhrase,
  thinSegmentText,
} from '../lib/segmentView.ts';

export function enhanceSegments(doc: Document): void {
  const data = doc.getElementById('segment-data');
  const view = doc.querySelector<HTMLElement>('[data-segment-view]');
  const picker = doc.querySelector<HTMLDetailsElement>('[data-segment-picker]');
  if (!data || !view || !picker) return;
  picker.hidden = false;
  const id = new URLSearchParams(doc.location.search).get(SEGMENT_PARAM);
  if (!id) return;
  const compact = JSON.parse(data.textContent ?? '{}') as EmbeddedSegments;
  const segment = compact.segments.find((s) => s.id === id);
  if (!segment) return;
  picker.open = true;
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('[data-segment], [data-segment-all]')) {
    if (a.dataset.segment === id) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  for (const el of doc.querySelectorAll<HTMLElement>('[data-segment-default]')) el.hidden = true;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const summary = el('p', undefined, 'lead');
  summary.dataset.testid = 'segment-summary';
  summary.append('区分: ', el('strong', segmentPhrase(segment.dimension, segment.label)));
  if (segment.dimension !== 'submitted') summary.append(`（${segment.events}大会）`);
  const matched = el('span', segment.matchedDecks.toLocaleString('ja-JP'));
  matched.dataset.testid = 'segment-matched';
  summary.append(
    `・${compact.label}・分類済み`,
    matched,
    `デッキ（全${segment.totalDecks.toLocaleString('ja-JP')}デッキ）。シェアはこの区分・期間の分類済みデッキに対する割合です。`,
  );
  view.replaceChildren(summary);
  view.hidden = false;
  const isThin = segment.matchedDecks < compact.minDecks;
  if (isThin) {
    const thin = el('p', thinSegmentText(segment.matchedDecks, compact.minDecks), 'note window-thin');
    thin.dataset.testid = 'segment-thin';
    view.append(thin);
  }
  const rows = compactRows(compact, segment).filter((row) => row.count > 0);
  const hrefs = new Map(compact.typeIds.map((typeId, i) => [typeId, compact.typeHrefs[i] ?? null]));
  const table = el('table', undefined, 'segment-ranking');
  table.dataset.testid = 'segment-ranking';
  const head = el('tr');
  for (const [text, cls] of [
    ...(isThin ? [] : [['順位', 'num']]),
    ['デッキタイプ', ''],
    ['デッキ数', 'num'],
    ['シェア', 'num'],
  ]) {
    const th = el('th', text, cls);
    th.scope = 'col';
    head.append(th);
  }
  table.append(el('thead'), el('tbody'));
  table.tHead!.append(head);
  for (const row of rows) {
    const tr = el('tr');
    const href = hrefs.get(row.id);
    const link = el(href ? 'a' : 'span', row.name);
    if (href) link.setAttribute('href', href);
    const nameCell = el('td');
    nameCell.append(link);
    const share = el('td', undefined, 'num');
    share.dataset.share = formatShare(row.share);
    const value = el('span', formatShare(row.share), 'share-value');
    value.title = `95%信頼区間 ${formatShare(row.shareInterval[0])}〜${formatShare(row.shareInterval[1])}`;
    share.append(value);
    if (row.isNew) share.append(el('span', 'NEW', 'badge'));
    else if (row.delta !== null) {
      const arrow = Math.abs(row.delta) < 0.0005 ? '' : row.delta > 0 ? '▲' : '▼';
      share.append(el('small', `${arrow}${formatDelta(row.delta)}`, 'delta'));
    }
    const decks = el('td', String(row.count), 'num');
    if (isThin) decks.append(el('span', '参考', 'thin-tag'));
    if (!isThin) tr.append(el('td', String(row.rank), 'num'));
    tr.append(nameCell, decks, share);
    table.tBodies[0]!.append(tr);
  }
  const scroll = el('div', undefined, 'table-scroll');
  scroll.append(table);
  view.append(scroll);
}

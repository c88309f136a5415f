// /check's result as DOM: the type and sub-rule, the conditions with OK/NG, the consensus diff or
// the nearest types. Plain DOM building (the page carries no React), every text as text nodes.
import type { CheckResult, NearType, TypeDiff } from '../../../engine/check/checkDeck.ts';
import { describeCondition, plainCondition } from '../../../engine/conditionPhrase.ts';
import { formatShare } from '../../../engine/format.ts';
import type { ConditionDetail, SetVerdict } from '../../../engine/rules/matcher.ts';

/** How the view links deck types and cards (null: no page, plain text). */
export interface CheckLinks {
  deckType(id: string): string | null;
  card(name: string): string | null;
}

type Child = Node | string | null | undefined | false;

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

function link(text: string, href: string | null): Node {
  return href ? el('a', { href }, text) : el('span', {}, text);
}

function conditionText(condition: ConditionDetail): string {
  return plainCondition(condition) ?? describeCondition(condition);
}

function verdictMark(ok: boolean): HTMLElement {
  return el('span', { class: ok ? 'check-ok' : 'check-ng' }, ok ? 'OK' : 'NG');
}

function conditionRows(owner: string, verdict: SetVerdict): HTMLElement[] {
  return verdict.details.map((detail) =>
    el(
      'tr',
      {},
      el('td', { 'data-label': '対象' }, owner),
      el('td', { 'data-label': '条件' }, conditionText(detail)),
      el('td', { 'data-label': '枚数' }, `${detail.count}枚`),
      el('td', { 'data-label': '判定' }, verdictMark(detail.inRange !== detail.negate)),
    ),
  );
}

function conditionsTable(result: CheckResult & { type: NonNullable<CheckResult['type']> }): HTMLElement {
  const { type } = result;
  const rows = [
    ...conditionRows(`ルール「${type.name}」`, type),
    ...type.variants.flatMap((variant) =>
      conditionRows(`サブルール「${variant.name}」${variant.matched ? '（一致）' : ''}`, variant),
    ),
  ];
  return el(
    'section',
    {},
    el('h2', {}, '判定条件'),
    el(
      'div',
      { class: 'detail-table-wrap' },
      el(
        'table',
        { class: 'detail-table check-conditions', 'data-testid': 'check-conditions' },
        el(
          'thead',
          {},
          el('tr', {}, ...['対象', '条件', '枚数', '判定'].map((h) => el('th', { scope: 'col' }, h))),
        ),
        el('tbody', {}, ...rows),
      ),
    ),
  );
}

/** One list of the diff: each card linked to its page, then what sets it apart. */
function diffList<Card extends { name: string }>(
  title: string,
  testId: string,
  cards: Card[],
  links: CheckLinks,
  detail: (card: Card) => string,
): HTMLElement | null {
  if (cards.length === 0) return null;
  const items = cards.map((c) => el('li', {}, link(c.name, links.card(c.name)), detail(c)));
  return el('div', { 'data-testid': testId }, el('h3', {}, title), el('ul', {}, ...items));
}

/** A copy count against the consensus: ` +1（標準2枚→3枚）`, or 不採用 for a card left out. */
function countChange(c: { deck: number; consensus: number }): string {
  if (c.deck === 0) return `（不採用。標準${c.consensus}枚）`;
  const change = c.deck - c.consensus;
  return ` ${change > 0 ? '+' : ''}${change}（標準${c.consensus}枚→${c.deck}枚）`;
}

function diffSection(diff: TypeDiff | null, links: CheckLinks): HTMLElement {
  const body: Child[] = [];
  if (diff === null) body.push(el('p', {}, 'このデッキタイプの標準的な60枚はまだありません。'));
  else if (diff.more.length + diff.fewer.length + diff.rare.length === 0)
    body.push(el('p', {}, '標準的な60枚と同じです。'));
  else {
    body.push(
      diffList('標準より多いカード', 'check-more', diff.more, links, countChange),
      diffList('標準より少ないカード', 'check-fewer', diff.fewer, links, countChange),
      diffList(
        'このデッキタイプでは採用の少ないカード',
        'check-rare',
        diff.rare,
        links,
        (c) => ` ${c.deck}枚（採用率 ${c.adoption === null ? '1%未満' : formatShare(c.adoption)}）`,
      ),
    );
  }
  return el('section', { 'data-testid': 'check-diff' }, el('h2', {}, '標準的な60枚との違い'), ...body);
}

function nearestSection(nearest: NearType[], links: CheckLinks): HTMLElement {
  const items = nearest.map((near) =>
    el(
      'li',
      {},
      link(near.verdict.name, links.deckType(near.verdict.id)),
      `：標準的な60枚と共通 ${near.sharedCopies}枚`,
      near.failing.length > 0
        ? el(
            'ul',
            {},
            ...near.failing.map((detail) =>
              el('li', {}, verdictMark(false), ` ${conditionText(detail)}（${detail.count}枚）`),
            ),
          )
        : null,
    ),
  );
  return el(
    'section',
    { 'data-testid': 'check-nearest' },
    el('h2', {}, '近いデッキタイプ'),
    items.length === 0 ? el('p', {}, '近いデッキタイプはありません。') : el('ol', {}, ...items),
  );
}

/** The whole result, to put in the page's result container. */
export function resultView(result: CheckResult, links: CheckLinks): Node[] {
  const { type, variant } = result;
  const total = `${result.total}枚${result.total === 60 ? '' : '（60枚ではありません）'}`;
  const summary = el(
    'section',
    {},
    el('h2', {}, '判定結果'),
    el(
      'dl',
      { class: 'facts' },
      el('dt', {}, 'デッキタイプ'),
      el(
        'dd',
        { 'data-testid': 'check-type' },
        type ? link(type.name, links.deckType(type.id)) : '判定なし（どのルールにも一致しません）',
      ),
      el('dt', {}, 'サブルール'),
      el('dd', { 'data-testid': 'check-variant' }, variant ? variant.name : 'なし'),
      el('dt', {}, '枚数'),
      el('dd', { 'data-testid': 'check-total' }, total),
    ),
    result.alsoMatches.length > 0
      ? el('p', {}, `ほかに一致したルール：${result.alsoMatches.map((v) => v.name).join('、')}`)
      : null,
  );
  if (!type) return [summary, nearestSection(result.nearest, links)];
  return [summary, conditionsTable({ ...result, type }), diffSection(result.diff, links)];
}

// The card list: every card played in the window (直近4週 by default), grouped by kind, with its
// adoption (share of the window's decks that play it), average copies and the deck types that play
// it most. The top of each kind is plain HTML; the rest and the search come with the client script.
import type { PageContextServer } from 'vike/types';
import { ADOPTION_CATEGORY_LABELS, DISPLAYED_ADOPTION_CATEGORIES } from '../../../engine/cardKinds.ts';
import type { PublicCardWindow } from '../../../engine/documents.ts';
import { formatCopies, formatDateJst, formatShare } from '../../../engine/format.ts';
import { searchKey } from '../../../engine/searchKey.ts';
import { DetailTable } from '../../components/DetailTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { CardLink, DeckTypeLink } from '../../components/PageLinks.tsx';
import { lastDayOf, WindowNav } from '../../components/WindowNav.tsx';
import { cardsWindowHref } from '../../lib/paths.ts';
import type { data } from './+data.ts';
import '../../components/detail/detailTables.css';
import './cards.css';

type Data = Awaited<ReturnType<typeof data>>;
type Row = PublicCardWindow['rows'][number];

/** Rows of each kind shown before「すべて表示」: what a reader without the script sees. */
const CARDS_SHOWN_PER_KIND = 20;

export default function Page(pageContext: PageContextServer) {
  const { cards, windowKey } = pageContext.data as Data;
  if (!cards) return <NotFound message="カード採用データがありません" />;
  return (
    <>
      <h1>カード採用率</h1>
      <dl className="facts" data-testid="header-facts">
        <dt>対象期間</dt>
        <dd>
          {cards.label}（{formatDateJst(cards.start)} 〜 {lastDayOf(cards)}）
        </dd>
        <dt>総デッキ数</dt>
        <dd data-testid="total-decks">{cards.totalDecks.toLocaleString('ja-JP')}</dd>
      </dl>
      <WindowNav current={windowKey} hrefOf={cardsWindowHref} />
      <p className="note">
        採用率は、この期間のデッキ（未分類を含む）のうちそのカードを1枚以上入れたデッキの割合です。平均枚数は採用したデッキでの枚数です。
      </p>
      <p className="card-search" data-card-search hidden>
        <label>
          カードを検索{' '}
          <input type="search" autoComplete="off" placeholder="カード名（ひらがな・カタカナ可）" />
        </label>
        <span data-card-search-status aria-live="polite" />
      </p>
      {cards.rows.length === 0 ? (
        <EmptyState>カード採用データがありません</EmptyState>
      ) : (
        DISPLAYED_ADOPTION_CATEGORIES.map((kind) => {
          const rows = cards.rows.filter((row) => row.kind === kind);
          if (rows.length === 0) return null;
          return <KindSection key={kind} kind={kind} rows={rows} />;
        })
      )}
    </>
  );
}

function KindSection({ kind, rows }: { kind: Row['kind']; rows: Row[] }) {
  const more = rows.length - CARDS_SHOWN_PER_KIND;
  return (
    <section className="card-kind" data-card-kind={kind}>
      <h2>
        {ADOPTION_CATEGORY_LABELS[kind]}（{rows.length}種）
      </h2>
      <DetailTable
        columns={['カード', '採用率', '採用デッキ', '平均枚数', '主な採用デッキタイプ']}
        className="card-table"
      >
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id} data-search={searchKey(row.name)} hidden={i >= CARDS_SHOWN_PER_KIND}>
              <th scope="row">
                <CardLink name={row.name} />
              </th>
              <td data-label="採用率" data-testid="card-adoption">
                {formatShare(row.adoption)}
              </td>
              <td data-label="採用デッキ">{row.includedDecks.toLocaleString('ja-JP')}</td>
              <td data-label="平均枚数">{formatCopies(row.avgCopies, 2)}</td>
              <td data-label="主な採用デッキタイプ">
                {row.types.map((type, n) => (
                  <span key={type.id}>
                    {n > 0 ? '、' : ''}
                    <DeckTypeLink id={type.id}>{type.name}</DeckTypeLink>
                    <small>（{formatShare(type.adoption)}）</small>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </DetailTable>
      {more > 0 ? (
        <button type="button" data-card-show-all hidden>
          すべて表示（ほか{more}種）
        </button>
      ) : null}
    </section>
  );
}

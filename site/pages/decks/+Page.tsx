// The deck-type list (spec §2 "/decks"): period, totals, unclassified decks, then a sortable
// table of rank, name, all-period share and the three latest weeks, with a trend sparkline.
import type { PageContextServer } from 'vike/types';
import type { PublicDecks, WeekInfo, WeeklyEntry } from '../../../engine/documents.ts';
import { formatDateJst, formatDateTimeJst, formatDelta, formatShare } from '../../../engine/format.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { ShareValue } from '../../components/ShareValue.tsx';
import { type SortableColumn, SortableTable } from '../../components/SortableTable.tsx';
import { Sparkline } from '../../components/Sparkline.tsx';
import { deltaBackground } from '../../lib/deltaColor.ts';
import { deckTypeHref } from '../../lib/links.ts';
import { RECENT_WEEKS, THIN_RULE_DECKS, THIN_WEEK_DECKS } from '../../lib/thresholds.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;
type Index = PublicDecks['index'];
type Row = Index['rowsById'][string] & { id: string };

export default function Page(pageContext: PageContextServer) {
  const { decks } = pageContext.data as Data;
  if (!decks) return <NotFound message="デッキタイプ情報が見つかりませんでした。" />;
  const index = decks.index;
  const rows: Row[] = index.order.flatMap((id) => {
    const row = index.rowsById[id];
    return row ? [{ ...row, id }] : [];
  });
  return (
    <>
      <h1>デッキ分類一覧</h1>
      <dl className="facts">
        <dt>対象期間</dt>
        <dd>
          {formatDateJst(index.period.start)} 〜 {formatDateJst(index.period.end)}
        </dd>
        <dt>総デッキ数</dt>
        <dd data-testid="total-decks">{index.totalDecks.toLocaleString('ja-JP')}</dd>
        <dt>未分類デッキ</dt>
        <dd data-testid="unclassified">
          {index.unclassifiedDecks.toLocaleString('ja-JP')}（{formatShare(index.unclassifiedShare)}）
        </dd>
        <dt>集計日時</dt>
        <dd>{formatDateTimeJst(index.generatedAt)}</dd>
      </dl>
      {rows.length === 0 ? (
        <EmptyState>ランキングデータがありません</EmptyState>
      ) : (
        <>
          <p className="note">
            見出しをクリックすると並べ替えます。週ごとのシェアは前週比で色分け（緑: 増加、赤:
            減少）。括弧内は95%信頼区間、灰色はサンプルが少ない値です。
            <span className="narrow-only">
              表を横にスクロールすると直近{RECENT_WEEKS}週のシェアと推移が見られます。
            </span>
          </p>
          <SortableTable
            columns={columnsFor(index.weeks.slice(-RECENT_WEEKS))}
            rows={rows}
            rowKey={(row) => row.id}
            sortKey="rank"
            rowClassName={(row) => (row.total.matchedDecks < THIN_RULE_DECKS ? 'thin' : undefined)}
          />
        </>
      )}
    </>
  );
}

function columnsFor(weeks: WeekInfo[]): SortableColumn<Row>[] {
  return [
    {
      key: 'rank',
      label: '順位',
      // Rank 1 first: "rank descending" in the spec means best standing first.
      defaultDirection: 'asc',
      value: (row) => row.rank,
      render: (row) => row.rank,
      className: 'num',
    },
    {
      key: 'name',
      label: 'デッキタイプ',
      defaultDirection: 'asc',
      value: (row) => row.name,
      render: (row) => (
        <>
          <a href={deckTypeHref(row.id)}>{row.name}</a>
          {row.isNew && <span className="badge">NEW</span>}
        </>
      ),
    },
    {
      key: 'share',
      label: '全期間シェア',
      defaultDirection: 'desc',
      value: (row) => row.total.share,
      render: (row) => (
        <>
          <ShareValue share={row.total.share} interval={row.total.shareInterval} />
          <small className="count">{row.total.matchedDecks}デッキ</small>
        </>
      ),
      className: 'num',
    },
    ...weeks.map(
      (week, i): SortableColumn<Row> => ({
        key: `week-${i}`,
        label: <WeekLabel week={week} />,
        defaultDirection: 'desc',
        value: (row) => entryOf(row, week)?.share ?? 0,
        render: (row) => <WeekCell entry={entryOf(row, week)} week={week} />,
        className: 'num week',
      }),
    ),
    {
      key: 'trend',
      label: '推移',
      defaultDirection: 'desc',
      sortable: false,
      value: () => 0,
      render: (row) => (
        <Sparkline values={row.weekly.map((entry) => entry.share)} label={`${row.name} の週別シェア推移`} />
      ),
    },
  ];
}

function entryOf(row: Row, week: WeekInfo): WeeklyEntry | undefined {
  return row.weekly.find((entry) => entry.key === week.key);
}

function WeekLabel({ week }: { week: WeekInfo }) {
  return <span title={week.label}>{formatDateJst(week.start)}〜</span>;
}

function WeekCell({ entry, week }: { entry: WeeklyEntry | undefined; week: WeekInfo }) {
  const share = entry?.share ?? 0;
  const thin = week.matchedDecks < THIN_WEEK_DECKS;
  return (
    <span
      className={thin ? 'week-share thin' : 'week-share'}
      style={{ background: deltaBackground(entry?.delta) }}
      title={`${week.label} 前週比 ${formatDelta(entry?.delta)}`}
    >
      {formatShare(share)}
      <small className="count">
        {entry?.count ?? 0}/{week.totalDecks}
      </small>
    </span>
  );
}

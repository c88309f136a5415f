// The deck-type list (spec §2 "/decks"): period, totals, unclassified decks (all of the window and
// event kind shown), the time-window
// switch, then a sortable table ranked by the window (直近4週 by default): rank, name, the window's
// share and change, the all-period share and the three latest weeks, with a trend sparkline; then
// the 入賞 table (wins, top-4, top-8 and their conversion per type).
import type { PageContextServer } from 'vike/types';
import { ratio } from '../../../engine/aggregate/ratio.ts';
import type { PublicKindSegment } from '../../../engine/documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks, WeekInfo, WeeklyEntry } from '../../../engine/documents.ts';
import { formatDateJst, formatDateTimeJst, formatDelta, formatShare } from '../../../engine/format.ts';
import { WINDOW_LABELS } from '../../../engine/windows.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { DeckTypeLink } from '../../components/PageLinks.tsx';
import { PlacementsSection } from '../../components/PlacementsSection.tsx';
import { KindSegmentSummary, SegmentNav, SegmentRanking } from '../../components/SegmentNav.tsx';
import { ShareValue } from '../../components/ShareValue.tsx';
import { type SortableColumn, SortableTable } from '../../components/SortableTable.tsx';
import { Sparkline } from '../../components/Sparkline.tsx';
import { ThinTag } from '../../components/ThinTag.tsx';
import { lastDayOf, WindowChange, WindowNav, WindowSummary } from '../../components/WindowNav.tsx';
import { deltaBackground } from '../../lib/deltaColor.ts';
import { decksKindHref, decksWindowHref } from '../../lib/paths.ts';
import { RECENT_WEEKS, THIN_RULE_DECKS, THIN_WEEK_DECKS } from '../../lib/thresholds.ts';
import type { data } from './+data.ts';
import { type DeckTypeRow as Row, rowsOf } from './rows.ts';

type Data = Awaited<ReturnType<typeof data>>;
type Index = PublicDecks['index'];
export default function Page(pageContext: PageContextServer) {
  const { decks, window, windowKey, placements, kind, kindSegment, segments } = pageContext.data as Data;
  if (!decks) return <NotFound message="デッキタイプ情報が見つかりませんでした。" />;
  const index = decks.index;
  const rows = rowsOf(index, window);
  return (
    <>
      <h1>デッキ分類一覧</h1>
      <HeaderFacts shown={kind ? kindSegment : window} index={index} />
      <WindowNav current={windowKey} hrefOf={kind ? (key) => decksKindHref(key, kind) : decksWindowHref} />
      <SegmentNav
        windowKey={windowKey}
        kind={kind}
        allHref={decksWindowHref(windowKey)}
        kindHref={decksKindHref}
        embedded={segments}
      />
      {kind ? (
        <KindSegmentView doc={kindSegment} />
      ) : (
        <div data-segment-default>
          {window && <WindowSummary window={window} />}
          <DecksTable index={index} rows={rows} window={window} />
        </div>
      )}
      <PlacementsSection placements={placements} />
    </>
  );
}

/**
 * The page's period and totals: of the window (and event kind) it shows, which the header names;
 * all decks' (全期間) only when that document is missing.
 */
function HeaderFacts({ shown, index }: { shown: PublicWindow | null; index: Index }) {
  const facts = shown
    ? {
        label: shown.label,
        start: shown.start,
        last: lastDayOf(shown),
        total: shown.totalDecks,
        unclassified: shown.unclassifiedDecks,
      }
    : {
        label: WINDOW_LABELS.all,
        start: index.period.start,
        last: formatDateJst(index.period.end),
        total: index.totalDecks,
        unclassified: index.unclassifiedDecks,
      };
  const kind = shown && 'segment' in shown ? `・${(shown as PublicKindSegment).segment.label}` : '';
  return (
    <dl className="facts" data-testid="header-facts">
      <dt>対象期間</dt>
      <dd>
        {facts.label}
        {kind}（{formatDateJst(facts.start)} 〜 {facts.last}）
      </dd>
      <dt>総デッキ数</dt>
      <dd data-testid="total-decks">{facts.total.toLocaleString('ja-JP')}</dd>
      <dt>未分類デッキ</dt>
      <dd data-testid="unclassified">
        {facts.unclassified.toLocaleString('ja-JP')}（{formatShare(ratio(facts.unclassified, facts.total))}）
      </dd>
      <dt>集計日時</dt>
      <dd>{formatDateTimeJst(index.generatedAt)}</dd>
    </dl>
  );
}

/** An event kind's ranking: which decks, how many, then the ranking (unranked when too thin). */
function KindSegmentView({ doc }: { doc: PublicKindSegment | null }) {
  if (!doc) return <EmptyState>この区分のデータがありません</EmptyState>;
  return (
    <>
      <KindSegmentSummary doc={doc} />
      <SegmentRanking rows={doc.rows} thin={doc.thin} />
    </>
  );
}

function DecksTable({ index, rows, window }: { index: Index; rows: Row[]; window: PublicWindow | null }) {
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState>ランキングデータがありません</EmptyState>
      ) : (
        <>
          <p className="note">
            見出しをクリックすると並べ替えます。週ごとのシェアは前週比で色分け（緑: 増加、赤:
            減少）し、▲▼は前週からの差です。「参考」はサンプルが少ない値です（95%信頼区間は値に触れると表示）。
            <span className="narrow-only">
              表を横にスクロールすると直近{RECENT_WEEKS}週のシェアが見られます。
            </span>
          </p>
          <SortableTable
            columns={columnsFor(index.weeks.slice(-RECENT_WEEKS), index.generatedAt, window)}
            rows={rows}
            rowKey={(row) => row.id}
            sortKey="rank"
            className="decks-table"
          />
        </>
      )}
    </>
  );
}

function windowColumn(window: PublicWindow): SortableColumn<Row> {
  return {
    key: 'window',
    label: window.label,
    defaultDirection: 'desc',
    value: (row) => row.inWindow?.share ?? 0,
    render: (row) => (
      <span className="window-share" data-testid="window-share">
        <ShareValue share={row.inWindow?.share ?? 0} interval={row.inWindow?.shareInterval} inline={false} />
        <WindowChange row={row.inWindow} />
        <small className="count">
          {row.inWindow?.count ?? 0}/{window.matchedDecks}
          {window.thin && <ThinTag title="この期間のデッキが少ないため参考値です（順位なし）" />}
        </small>
      </span>
    ),
    className: 'num',
  };
}

function columnsFor(
  weeks: WeekInfo[],
  generatedAt: string,
  window: PublicWindow | null,
): SortableColumn<Row>[] {
  // On a phone the name column stays put while the table scrolls: beside it the share the page
  // ranks by, then the newest week (share, ▲/▼ delta, sparkline), then the rest.
  const [latest, ...older] = [...weeks].reverse();
  // A window other than 全期間 shows its own counts first, ranked or (thin) not.
  const ranksByWindow = window !== null && window.key !== 'all';
  const allPeriod: SortableColumn<Row> = {
    key: 'share',
    label: '全期間',
    defaultDirection: 'desc',
    value: (row) => row.total.share,
    render: (row) => (
      <>
        <ShareValue share={row.total.share} interval={row.total.shareInterval} inline={false} />
        <small className="count">
          {row.total.matchedDecks}デッキ
          {row.total.matchedDecks < THIN_RULE_DECKS && <ThinTag />}
        </small>
      </>
    ),
    className: 'num',
  };
  return [
    {
      key: 'rank',
      label: '順位',
      // Rank 1 first: "rank descending" in the spec means best standing first (docs/decisions.md).
      defaultDirection: 'asc',
      value: (row) => row.order,
      render: (row) => row.rank ?? '—',
      className: 'num wide-only',
    },
    {
      key: 'name',
      label: 'デッキタイプ',
      defaultDirection: 'asc',
      value: (row) => row.name,
      render: (row) => (
        <>
          {row.rank !== null && <span className="narrow-only rank-inline">{row.rank}.</span>}
          <DeckTypeLink id={row.id}>{row.name}</DeckTypeLink>
          {row.isNew && <span className="badge">NEW</span>}
        </>
      ),
      className: 'name-cell',
    },
    // The share the page ranks by stays beside the name on a phone, then the newest week.
    ranksByWindow ? windowColumn(window) : allPeriod,
    ...(latest ? [weekColumn(latest, 0, isInProgress(latest, generatedAt))] : []),
    {
      key: 'trend',
      label: '推移',
      defaultDirection: 'desc',
      sortable: false,
      value: () => 0,
      render: (row) => (
        <Sparkline values={row.weekly.map((entry) => entry.share)} label={`${row.name} の週別シェア推移`} />
      ),
      className: 'wide-only',
    },
    ...(ranksByWindow ? [allPeriod] : []),
    ...older.map((week, i) => weekColumn(week, i + 1, null)),
  ];
}

/** `inProgress` is null for an older week, else whether the newest week is still running. */
function weekColumn(week: WeekInfo, age: number, inProgress: boolean | null): SortableColumn<Row> {
  const latest = inProgress !== null;
  return {
    key: `week-${age}`,
    label: <WeekLabel week={week} inProgress={inProgress === true} />,
    defaultDirection: 'desc',
    value: (row) => entryOf(row, week)?.share ?? 0,
    render: (row) => (
      <>
        <WeekCell entry={entryOf(row, week)} week={week} />
        {latest && (
          <span className="narrow-only">
            <Sparkline
              values={row.weekly.map((entry) => entry.share)}
              label={`${row.name} の週別シェア推移`}
            />
          </span>
        )}
      </>
    ),
    className: latest ? 'num week week-latest' : 'num week',
  };
}

function entryOf(row: Row, week: WeekInfo): WeeklyEntry | undefined {
  return row.weekly.find((entry) => entry.key === week.key);
}

function WeekLabel({ week, inProgress }: { week: WeekInfo; inProgress: boolean }) {
  return (
    <span title={week.label}>
      {formatDateJst(week.start).slice(5)}〜{inProgress && <small className="in-progress">（集計中）</small>}
    </span>
  );
}

/** A week is still being filled while its end lies after the time the documents were generated. */
function isInProgress(week: WeekInfo, generatedAt: string): boolean {
  return Date.parse(week.end) > Date.parse(generatedAt);
}

function WeekCell({ entry, week }: { entry: WeeklyEntry | undefined; week: WeekInfo }) {
  const share = entry?.share ?? 0;
  const thin = week.matchedDecks < THIN_WEEK_DECKS;
  const delta = entry?.delta;
  return (
    <span
      className={thin ? 'week-share thin' : 'week-share'}
      style={{ background: deltaBackground(delta) }}
      title={`${week.label} 前週比 ${formatDelta(delta)}${thin ? `（${week.matchedDecks}デッキ中の参考値）` : ''}`}
    >
      {formatShare(share)}
      <small className="delta">
        {deltaArrow(delta)}
        {formatDelta(delta)}
      </small>
      <small className="count">
        {entry?.count ?? 0}/{week.matchedDecks}
        {thin && <ThinTag />}
      </small>
    </span>
  );
}

function deltaArrow(delta: number | null | undefined): string {
  if (delta == null || !Number.isFinite(delta) || Math.abs(delta) < 0.0005) return '';
  return delta > 0 ? '▲' : '▼';
}

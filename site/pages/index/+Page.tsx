// The public dashboard (spec §2 "/"): update time, counters, recent events, share ranking,
// recent decks, each list with its empty text.
import type { PageContextServer } from 'vike/types';
import type { PublicKindSegment } from '../../../engine/documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks, PublicHome } from '../../../engine/documents.ts';
import { formatDateJst, formatShare } from '../../../engine/format.ts';
import { ChartLayouts } from '../../components/ChartLayouts.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LineChart } from '../../components/LineChart.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { DeckLink, DeckTypeLink } from '../../components/PageLinks.tsx';
import { RankingTable } from '../../components/RankingTable.tsx';
import { KindSegmentSummary, SegmentNav } from '../../components/SegmentNav.tsx';
import { ShareBarChart } from '../../components/ShareBarChart.tsx';
import { UpdatedAt } from '../../components/UpdatedAt.tsx';
import { WindowNav, WindowSummary } from '../../components/WindowNav.tsx';
import { deckLabel } from '../../lib/deckLabel.ts';
import { decksKindHref, decksWindowHref, eventPath, homeKindHref, homeWindowHref } from '../../lib/paths.ts';
import { thinSegmentText } from '../../lib/segmentView.ts';
import type { data } from './+data.ts';
import { kindRankingOf, type RankingRow, rankingOf } from './ranking.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { home, decks, window, windowKey, kind, kindSegment, segments } = pageContext.data as Data;
  if (!home) return <NotFound message="公開データが見つかりませんでした。" />;
  // The ranking's shares are over classified decks (engine ruleRankingOf): the counters say how many.
  const classified = decks?.index.totalMatchedDecks ?? null;
  return (
    <>
      <h1>ダッシュボード</h1>
      <UpdatedAt iso={home.updatedAt} />
      <Counters counts={home.counts} classified={classified} />
      <WindowNav current={windowKey} hrefOf={kind ? (key) => homeKindHref(key, kind) : homeWindowHref} />
      <SegmentNav
        windowKey={windowKey}
        kind={kind}
        allHref={homeWindowHref(windowKey)}
        kindHref={homeKindHref}
        embedded={segments}
      />
      {kind ? (
        <>
          {kindSegment && <KindSegmentSummary doc={kindSegment} />}
          <DashboardCharts ranking={kindRankingOf(kindSegment)} window={kindSegment} decks={decks} />
        </>
      ) : (
        <div data-segment-default>
          {window && <WindowSummary window={window} />}
          <DashboardCharts ranking={rankingOf(home, window)} window={window} decks={decks} />
        </div>
      )}
      <section aria-labelledby="recent-events">
        <h2 id="recent-events">最近のイベント</h2>
        <RecentEvents events={home.recentEvents} />
        <p className="more">
          <a href="/events">イベント一覧へ</a>
        </p>
      </section>
      <section aria-labelledby="ranking" data-segment-default>
        <h2 id="ranking">デッキタイプ シェアランキング</h2>
        {kind ? (
          <>
            {kindSegment?.thin && (
              <p className="note">{thinSegmentText(kindSegment.matchedDecks, kindSegment.minDecks)}</p>
            )}
            <Ranking ranking={kindRankingOf(kindSegment)} thin={kindSegment?.thin ?? false} />
          </>
        ) : (
          <Ranking ranking={rankingOf(home, window)} thin={window?.thin ?? false} />
        )}
        {classified !== null && !window && !kind && (
          <p className="lead" data-testid="share-basis">
            シェアは分類済みデッキ{classified.toLocaleString('ja-JP')}
            件に対する割合です（未分類のデッキを除く）。
          </p>
        )}
        <p className="more">
          <a href={kind ? decksKindHref(windowKey, kind) : decksWindowHref(windowKey)}>デッキタイプ一覧へ</a>
        </p>
      </section>
      <section aria-labelledby="recent-decks">
        <h2 id="recent-decks">新着デッキ</h2>
        <RecentDecks decks={home.recentDecks} />
      </section>
    </>
  );
}

/** The dashboard's two chart columns are at least this wide (site.css `.charts`). */
const DASHBOARD_CHART_WIDTH = 480;

/** Charts of the top deck types, drawn at build time: share bars, and the top 5's weekly lines. */
function DashboardCharts({
  ranking,
  window,
  decks,
}: {
  ranking: RankingRow[];
  window: PublicWindow | null;
  decks: PublicDecks | null;
}) {
  const top = ranking.slice(0, 10);
  const kindLabel = window && 'segment' in window ? `・${(window as PublicKindSegment).segment.label}` : '';
  const over = window ? `${window.label}${kindLabel}${window.thin ? '・参考値' : ''}` : '全期間';
  if (top.length === 0) return null;
  const index = decks?.index;
  const trend = top
    .slice(0, 5)
    .map((rule) => ({ name: rule.name, weekly: index?.rowsById[rule.id]?.weekly ?? [] }))
    .filter((line) => line.weekly.length > 0);
  const weeks = index?.weeks ?? [];
  const valuesOf = (weekly: PublicDecks['index']['rowsById'][string]['weekly']) =>
    weeks.map((week) => weekly.find((entry) => entry.key === week.key)?.share ?? 0);
  const [first, ...rest] = trend;
  return (
    <section aria-labelledby="charts">
      <h2 id="charts">デッキタイプの動向</h2>
      <div className="charts">
        <div>
          <ChartLayouts
            wide={DASHBOARD_CHART_WIDTH}
            draw={(width, layout) => (
              <ShareBarChart
                bars={top.map((rule) => ({ label: rule.name, share: rule.share }))}
                caption={`シェア上位${top.length}デッキタイプ（${over}、分類済みデッキに対する割合）`}
                width={width}
                stacked={layout === 'narrow'}
              />
            )}
          />
        </div>
        {first && weeks.length > 1 && (
          <div>
            <ChartLayouts
              wide={DASHBOARD_CHART_WIDTH}
              draw={(width) => (
                <LineChart
                  points={valuesOf(first.weekly).map((value, i) => ({
                    label: formatDateJst(weeks[i]!.start).slice(5),
                    value,
                    title: `${first.name} ${weeks[i]!.label} ${formatShare(value)}`,
                  }))}
                  firstName={first.name}
                  series={rest.map((line) => ({ name: line.name, values: valuesOf(line.weekly) }))}
                  caption={`上位${trend.length}デッキタイプの週ごとのシェア`}
                  width={width}
                />
              )}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function Counters({ counts, classified }: { counts: PublicHome['counts']; classified: number | null }) {
  const items = [
    { label: 'カード', value: counts.cards },
    { label: 'デッキ', value: counts.decks },
    ...(classified === null ? [] : [{ label: '分類済みデッキ', value: classified }]),
    { label: 'イベント', value: counts.events },
  ];
  return (
    <dl className="counters" aria-label="全期間の登録数">
      <div>
        <dt>集計対象</dt>
        <dd>全期間</dd>
      </div>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value.toLocaleString('ja-JP')}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentEvents({ events }: { events: PublicHome['recentEvents'] }) {
  if (events.length === 0) return <EmptyState>イベントがありません</EmptyState>;
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">開催日</th>
            <th scope="col">イベント名</th>
            <th scope="col" className="wide-only">
              店舗
            </th>
            <th scope="col" className="num">
              結果数
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="nowrap">{formatDateJst(event.eventDate)}</td>
              <td>
                <a href={eventPath(event.id)}>{event.title || '(無題)'}</a>
                {event.shop && <small className="count narrow-only">{event.shop}</small>}
              </td>
              <td className="wide-only">{event.shop || '-'}</td>
              <td className="num">{event.resultsCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Ranking({ ranking, thin }: { ranking: RankingRow[]; thin: boolean }) {
  const rows = ranking.map((row, i) => ({
    id: row.id,
    name: row.name,
    rank: i + 1,
    decks: row.matchedDecks,
    share: row.share,
    shareInterval: row.shareInterval,
    change: row.inWindow,
  }));
  return <RankingTable rows={rows} thin={thin} />;
}

function RecentDecks({ decks }: { decks: PublicHome['recentDecks'] }) {
  if (decks.length === 0) return <EmptyState>新着デッキがありません</EmptyState>;
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">デッキ</th>
            <th scope="col">デッキタイプ</th>
            <th scope="col">登録日</th>
          </tr>
        </thead>
        <tbody>
          {decks.map((deck) => (
            <tr key={deck.id}>
              <td>
                <DeckLink id={deck.id}>
                  {deckLabel({
                    id: deck.id,
                    name: deck.name,
                    typeName: deck.ruleNames[0],
                    createdAt: deck.createdAt,
                  })}
                </DeckLink>
              </td>
              <td>
                {deck.primaryRule === null ? (
                  '未分類'
                ) : (
                  <DeckTypeLink id={deck.primaryRule}>{deck.ruleNames[0] ?? deck.primaryRule}</DeckTypeLink>
                )}
              </td>
              <td className="nowrap">{formatDateJst(deck.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

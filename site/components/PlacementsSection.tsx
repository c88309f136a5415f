// The 入賞 section of /decks: per deck type, the event results citing it, its wins (優勝), top-4 and
// top-8 finishes and how they convert over the events of the page's time window
// (public_window_placements/{key}, engine/aggregate/windowEvents.ts; on a kind page that kind's
// events only). A plain table, read without JavaScript. A cut that holds every result (ベスト8 when
// the results list only the top 8) says nothing: its column is left out and a note says why.
import type { PlacementCut } from '../../engine/documentSchemas/placementDocs.ts';
import type { PublicWindowPlacements } from '../../engine/documentSchemas/windowEventDocs.ts';
import { formatShare } from '../../engine/format.ts';
import { EmptyState } from './EmptyState.tsx';
import { windowDatesText } from './EventWindowSummary.tsx';
import { DeckTypeLink } from './PageLinks.tsx';
import { ThinTag } from './ThinTag.tsx';

/** `×1.25`: the share among the cut over the share among all results (1 = as often as played). */
function conversionText(conversion: number | null): string {
  return conversion === null ? '—' : `×${conversion.toFixed(2)}`;
}

function CutCell({ cut, testId }: { cut: PlacementCut; testId: string }) {
  const interval = cut.conversionInterval;
  const title = interval
    ? `倍率の95%信頼区間 ×${interval[0].toFixed(2)}〜×${interval[1].toFixed(2)}・入賞枠に占める割合 ${formatShare(cut.share)}`
    : undefined;
  return (
    <td className="num" data-testid={testId}>
      <span className="placement-count">{cut.count}</span>{' '}
      <small className="conversion" title={title}>
        {conversionText(cut.conversion)}
      </small>
    </td>
  );
}

/** The deck types the section links to (its data hook resolves them, site/lib/pageLinks.ts). */
export function placementsLinkIds(placements: PublicWindowPlacements | null): string[] {
  return (placements?.rows ?? []).map((row) => row.ruleId);
}

const CUT_LABELS = { top4: 'ベスト4', top8: 'ベスト8' } as const;

/** The cuts that hold every result: their counts are the results and their ratio ×1.00 for all. */
export function uninformativeCuts(placements: PublicWindowPlacements): (keyof typeof CUT_LABELS)[] {
  const { totals } = placements;
  return (['top4', 'top8'] as const).filter((cut) => totals.cited > 0 && totals[cut] === totals.cited);
}

export function PlacementsSection({ placements }: { placements: PublicWindowPlacements | null }) {
  const hidden = placements ? uninformativeCuts(placements) : [];
  const shows = (cut: keyof typeof CUT_LABELS) => !hidden.includes(cut);
  return (
    <section className="placements" aria-labelledby="placements-heading">
      <h2 id="placements-heading">入賞</h2>
      {!placements || placements.rows.length === 0 ? (
        <EmptyState>{`入賞データがありません${placements ? `（${placements.window.label}）` : ''}`}</EmptyState>
      ) : (
        <>
          {placements.thin && (
            <p className="note window-thin" data-testid="placements-thin">
              この期間の大会結果は{placements.totals.cited}件で、入賞の傾向を読むには少なすぎます（
              {placements.minDecks}件未満）。数字は参考値です。
            </p>
          )}
          <p className="note" data-testid="placements-summary">
            大会結果に載ったデッキの入賞数です（{placements.window.label}・
            {windowDatesText(placements.window)}の{placements.events.toLocaleString('ja-JP')}大会・
            {placements.totals.cited.toLocaleString('ja-JP')}件、うちデッキタイプ不明
            {placements.unknownType.toLocaleString('ja-JP')}件）。 順位は公式の区分で数えます:
            3位は3〜4位、5位は5〜8位の枠で、ベスト4は1〜4位、ベスト8は1〜8位の件数です。
            倍率は入賞枠に占める割合を大会結果全体に占める割合で割ったもので、1.00より大きいほど使用数の割に勝ち上がっています（95%信頼区間は倍率に触れると表示）。
          </p>
          {hidden.length > 0 && (
            <p className="note" data-testid="placements-cut-hidden">
              {`この期間の大会結果はすべて${hidden.includes('top4') ? '4' : '8'}位以内のため、${hidden.map((cut) => CUT_LABELS[cut]).join('・')}の列は省きました（どのデッキも×1.00になり、差が出ません）。`}
            </p>
          )}
          <div className="table-scroll">
            <table className="placements-table" data-testid="placements-table">
              <thead>
                <tr>
                  <th scope="col">デッキタイプ</th>
                  <th scope="col" className="num">
                    大会結果
                  </th>
                  <th scope="col" className="num">
                    優勝
                  </th>
                  {shows('top4') && (
                    <th scope="col" className="num">
                      ベスト4
                    </th>
                  )}
                  {shows('top8') && (
                    <th scope="col" className="num">
                      ベスト8
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {placements.rows.map((row) => (
                  <tr key={row.ruleId} data-rule={row.ruleId}>
                    <th scope="row" className="name-cell">
                      <DeckTypeLink id={row.ruleId}>{row.ruleName}</DeckTypeLink>
                      {row.thin && (
                        <ThinTag title={`大会結果が${placements.minCited}件未満のため参考値です`} />
                      )}
                    </th>
                    <td className="num" data-testid="placement-cited">
                      {row.cited}{' '}
                      <small className="count" title="大会結果全体に占める割合">
                        {formatShare(row.citedShare)}
                      </small>
                    </td>
                    <CutCell cut={row.wins} testId="placement-wins" />
                    {shows('top4') && <CutCell cut={row.top4} testId="placement-top4" />}
                    {shows('top8') && <CutCell cut={row.top8} testId="placement-top8" />}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

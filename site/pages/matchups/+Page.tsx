// The matchup grid (spec §2 "/matchups"): deck types as rows and columns, each cell a mark and
// wins-losses with a tooltip (title + screen-reader text); the own diagonal is a dash.
import type { PageContextServer } from 'vike/types';
import { formatWinRate } from '../../../engine/format.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { EventWindowSummary } from '../../components/EventWindowSummary.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { DeckTypeLink } from '../../components/PageLinks.tsx';
import { ShareValue } from '../../components/ShareValue.tsx';
import { ThinTag } from '../../components/ThinTag.tsx';
import { UpdatedAt } from '../../components/UpdatedAt.tsx';
import { WindowNav } from '../../components/WindowNav.tsx';
import { matchupCell, sortMatchupRows } from '../../lib/matchupCell.ts';
import { matchupsWindowHref } from '../../lib/paths.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { matchups, windowKey } = pageContext.data as Data;
  if (!matchups) return <NotFound message="戦績データの取得に失敗しました" />;
  const rows = sortMatchupRows(matchups.rows, matchups.minGames);
  return (
    <>
      <h1>デッキ相性表</h1>
      <WindowNav current={windowKey} hrefOf={matchupsWindowHref} />
      <EventWindowSummary window={matchups.window} finals={matchups.finals} testId="matchup-window" />
      {matchups.thin && (
        <p className="note window-thin" data-testid="matchup-window-thin">
          この期間の決勝は{matchups.finals}試合で、相性を読むには少なすぎます（{matchups.minGames}
          試合未満）。数字は参考値です。
        </p>
      )}
      <p className="lead">
        {`公式の大会結果からわかる対戦は決勝（1位と2位）だけなので、決勝の勝敗を集計しています（3位以下は同じ帯にまとめられ、対戦相手がわかりません）。○ 勝ち越し、△ 五分、× 負け越し、− 対戦なし。各マスは勝ち-負けと、そのマスの試合数（決勝の数）です。点線の枠と＊は${matchups.minGames}試合未満の参考値で、並び順にも使いません。マスをタップすると詳細を表示します。`}
      </p>
      <UpdatedAt iso={matchups.updatedAt} />
      {rows.length === 0 ? (
        <EmptyState>対戦データがありません</EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="matchup-grid">
            <thead>
              <tr>
                <th scope="col">デッキタイプ</th>
                <th scope="col" className="num wide-only">
                  戦績
                </th>
                {rows.map((column) => (
                  <th key={column.ruleId} scope="col" className="opponent">
                    {column.ruleName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.ruleId}>
                  <th scope="row">
                    <DeckTypeLink id={row.ruleId}>{row.ruleName}</DeckTypeLink>
                    <small className="count narrow-only">
                      {row.wins}-{row.losses}（{formatWinRate(row.wins, row.losses)}）
                      {row.thin && <ThinTag />}
                    </small>
                  </th>
                  <td className="num nowrap wide-only" data-testid="row-record">
                    {row.wins}-{row.losses}
                    <small className="count">
                      {row.games > 0 && row.winRate !== null ? (
                        <ShareValue share={row.winRate} interval={row.winRateInterval} inline={false} />
                      ) : (
                        formatWinRate(row.wins, row.losses)
                      )}
                      {row.thin && <ThinTag />}
                    </small>
                  </td>
                  {rows.map((column) => {
                    if (column.ruleId === row.ruleId) {
                      return (
                        <td key={column.ruleId} className="cell self" title="同じデッキタイプ">
                          −
                        </td>
                      );
                    }
                    const cell = matchupCell(
                      row.ruleName,
                      row.opponents.find((opponent) => opponent.ruleId === column.ruleId),
                    );
                    return (
                      <td
                        key={column.ruleId}
                        className={`cell ${cell.verdict}${cell.thin ? ' thin' : ''}`}
                        title={cell.tooltip}
                      >
                        <button type="button" className="cell-button" data-matchup-detail={cell.tooltip}>
                          <span aria-hidden="true">
                            <span className="mark">{cell.mark}</span>
                            {cell.score && <small className="score">{cell.score}</small>}
                            {cell.games && (
                              <small className="games">
                                {cell.games}
                                {cell.thin && '＊'}
                              </small>
                            )}
                          </span>
                          <span className="sr-only">{cell.tooltip}</span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 && (
        <p className="matchup-detail" data-matchup-output="" aria-live="polite">
          マスをタップ（選択）すると、ここに対戦成績を表示します。
        </p>
      )}
    </>
  );
}

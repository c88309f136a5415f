// The matchup grid (spec §2 "/matchups"): deck types as rows and columns, each cell a mark and
// wins-losses with a tooltip (title + screen-reader text); the own diagonal is a dash.
import type { PageContextServer } from 'vike/types';
import { formatWinRate } from '../../../engine/format.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { ShareValue } from '../../components/ShareValue.tsx';
import { UpdatedAt } from '../../components/UpdatedAt.tsx';
import { deckTypeHref } from '../../lib/links.ts';
import { matchupCell, sortMatchupRows } from '../../lib/matchupCell.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { matchups } = pageContext.data as Data;
  if (!matchups) return <NotFound message="戦績データの取得に失敗しました" />;
  const rows = sortMatchupRows(matchups.rows);
  return (
    <>
      <h1>デッキ相性表</h1>
      <p className="lead">
        {`大会結果の1位と2位の対戦成績を集計しています（順位が同じ帯にまとめられる3位以下は対象外）。○ 勝ち越し、△ 五分、× 負け越し、− 対戦なし。灰色のマスは${matchups.minGames}試合未満で参考値です。勝率の括弧内は95%信頼区間です。`}
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
                <th scope="col" className="num">
                  戦績
                </th>
                {rows.map((column) => (
                  <th key={column.ruleId} scope="col" className="opponent">
                    <span>{column.ruleName}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.ruleId}>
                  <th scope="row">
                    <a href={deckTypeHref(row.ruleId)}>{row.ruleName}</a>
                  </th>
                  <td className={row.thin ? 'num nowrap thin' : 'num nowrap'} data-testid="row-record">
                    {row.wins}-{row.losses}
                    <small className="count">
                      {row.games > 0 && row.winRate !== null ? (
                        <ShareValue share={row.winRate} interval={row.winRateInterval} />
                      ) : (
                        formatWinRate(row.wins, row.losses)
                      )}
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
                        <span aria-hidden="true">
                          <span className="mark">{cell.mark}</span>
                          {cell.score && <small className="score">{cell.score}</small>}
                        </span>
                        <span className="sr-only">{cell.tooltip}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

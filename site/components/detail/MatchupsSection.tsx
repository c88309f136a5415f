// A deck type's record in 1st-vs-2nd finals: overall wins, losses and win rate, then one row per
// opponent with the grid's mark (○ △ × −) and the Wilson interval. Rows under the minimum sample
// are greyed out (their rate is not reliable).
import type { DeckTypeDetail } from '../../../engine/documents.ts';
import { formatShare, formatWinRate } from '../../../engine/format.ts';
import { byCodeUnit } from '../../../engine/rules/order.ts';
import { wilsonInterval } from '../../../engine/wilson.ts';
import { matchupCell } from '../../lib/matchupCell.ts';
import { DetailTable } from '../DetailTable.tsx';
import { DeckTypeLink } from '../PageLinks.tsx';
import { intervalText } from '../ShareValue.tsx';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

type Matchups = NonNullable<DeckTypeDetail['matchups']>;

export function hasMatchups(matchups: DeckTypeDetail['matchups']): matchups is Matchups {
  return matchups != null && matchups.wins + matchups.losses > 0;
}

/** The deck types the section links to (its data hook resolves them, site/lib/pageLinks.ts). */
export function matchupsLinkIds(matchups: DeckTypeDetail['matchups']): string[] {
  return hasMatchups(matchups) ? matchups.opponents.map((opponent) => opponent.ruleId) : [];
}

export function MatchupsSection({ ruleName, matchups }: { ruleName: string; matchups: Matchups }) {
  const opponents = [...matchups.opponents].sort(
    (a, b) => b.wins + b.losses - (a.wins + a.losses) || byCodeUnit(a.ruleName, b.ruleName),
  );
  return (
    <Section id="matchups" title="対戦成績">
      <p className="detail-muted">大会の1位と2位の対戦結果を集計しています。</p>
      <StatFigures
        figures={[
          { label: '勝ち', value: matchups.wins },
          { label: '負け', value: matchups.losses },
          {
            label: '勝率',
            value: formatWinRate(matchups.wins, matchups.losses),
            note: intervalText(
              matchups.winRateInterval ?? wilsonInterval(matchups.wins, matchups.wins + matchups.losses),
            ),
          },
        ]}
      />
      {opponents.length === 0 ? (
        <p className="empty-state">対戦相手のデータがありません</p>
      ) : (
        <DetailTable columns={['対戦相手', '結果', '勝', '負', '勝率']} className="detail-matchups">
          <tbody>
            {opponents.map((opponent) => {
              const cell = matchupCell(ruleName, opponent);
              return (
                <tr
                  key={opponent.ruleId}
                  className={opponent.thin ? 'detail-thin' : undefined}
                  title={cell.tooltip}
                >
                  <th scope="row">
                    <DeckTypeLink id={opponent.ruleId}>{opponent.ruleName || opponent.ruleId}</DeckTypeLink>
                  </th>
                  <td data-label="結果" className={`detail-mark detail-mark-${cell.verdict}`}>
                    {cell.mark}
                  </td>
                  <td data-label="勝">{opponent.wins}</td>
                  <td data-label="負">{opponent.losses}</td>
                  <td data-label="勝率">
                    {formatWinRate(opponent.wins, opponent.losses)}
                    {opponent.thin ? <span className="detail-thin-note">（試合数少）</span> : null}
                    {opponent.winRateInterval ? (
                      <small className="detail-interval">
                        <span className="detail-interval-label">95%信頼区間 </span>
                        {formatShare(opponent.winRateInterval[0])}〜{formatShare(opponent.winRateInterval[1])}
                      </small>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DetailTable>
      )}
    </Section>
  );
}

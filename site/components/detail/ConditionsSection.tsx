// How a deck counts as this type, in plain words for players (「ドラパルトex」を1枚以上採用); the
// admin phrasing with the raw pattern sits behind a toggle for those who want the exact rule.
import { describeCondition, plainCondition } from '../../../engine/conditionPhrase.ts';
import type { DeckTypeDetail } from '../../../engine/documents.ts';
import { Section } from './Section.tsx';

export function ConditionsSection({ conditions }: { conditions: DeckTypeDetail['rule']['conditions'] }) {
  return (
    <Section id="conditions" title="判定条件">
      {conditions.length === 0 ? (
        <p className="detail-muted">データがありません</p>
      ) : (
        <>
          <ul className="detail-conditions">
            {conditions.map((condition, index) => (
              // Conditions have no id and may repeat a pattern; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once
              <li key={index}>{plainCondition(condition) ?? '条件に合うカードの枚数で判定（詳細は下記）'}</li>
            ))}
          </ul>
          <details className="detail-conditions-raw">
            <summary>判定ルールの詳細</summary>
            <ol>
              {conditions.map((condition, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once
                <li key={index}>{describeCondition(condition)}</li>
              ))}
            </ol>
          </details>
        </>
      )}
    </Section>
  );
}

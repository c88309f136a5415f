// The rule's conditions in the Japanese phrasing of the admin spec (「X」を2枚以上にする).
import { describeCondition } from '../../../engine/conditionPhrase.ts';
import type { DeckTypeDetail } from '../../../engine/documents.ts';
import { Section } from './Section.tsx';

export function ConditionsSection({ conditions }: { conditions: DeckTypeDetail['rule']['conditions'] }) {
  return (
    <Section id="conditions" title="判定条件">
      {conditions.length === 0 ? (
        <p className="detail-muted">データがありません</p>
      ) : (
        <ol className="detail-conditions">
          {conditions.map((condition, index) => (
            // Conditions have no id and may repeat a pattern; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once
            <li key={index}>{describeCondition(condition)}</li>
          ))}
        </ol>
      )}
    </Section>
  );
}

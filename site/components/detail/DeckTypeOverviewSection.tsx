// The overview of a deck type: matched decks, all decks and the all-period share with its
// Wilson 95% interval.
import type { DeckTypeDetail } from '../../../engine/documents.ts';
import { intervalText, ShareValue } from '../ShareValue.tsx';
import { Section } from './Section.tsx';
import { StatFigures } from './StatFigures.tsx';

export function DeckTypeOverviewSection({ rule }: { rule: DeckTypeDetail['rule'] }) {
  return (
    <Section id="overview" title="概要">
      <StatFigures
        figures={[
          { label: '一致デッキ数', value: `${rule.matchedDecks}件` },
          { label: '総デッキ数', value: `${rule.totalDecks}件` },
          {
            label: '全期間シェア',
            value: <ShareValue share={rule.share} />,
            note: intervalText(rule.shareInterval),
          },
        ]}
      />
    </Section>
  );
}

// A deck type's share over each time window (直近1週 … 全期間): its rank, decks over the window's
// matched decks, share with interval, and change against the previous window of the same length;
// each window links to the deck-type list over it.
import type { PublicWindow, WindowRow } from '../../../engine/documentSchemas/windowDocs.ts';
import { decksWindowHref } from '../../lib/paths.ts';
import { DetailTable } from '../DetailTable.tsx';
import { ShareValue } from '../ShareValue.tsx';
import { WindowChange } from '../WindowNav.tsx';
import { Section } from './Section.tsx';

/** One window as the deck-type page needs it: the window's totals and the type's row in it. */
export interface TypeInWindow {
  window: Pick<PublicWindow, 'key' | 'label' | 'matchedDecks' | 'thin'>;
  row: WindowRow | undefined;
}

/** The type's row of each window document (windows that were not emitted are left out). */
export function typeInWindows(ruleId: string, windows: readonly (PublicWindow | null)[]): TypeInWindow[] {
  return windows.flatMap((window) =>
    window
      ? [
          {
            window: {
              key: window.key,
              label: window.label,
              matchedDecks: window.matchedDecks,
              thin: window.thin,
            },
            row: window.rows.find((row) => row.id === ruleId),
          },
        ]
      : [],
  );
}

export function WindowSharesSection({ windows }: { windows: TypeInWindow[] }) {
  return (
    <Section id="windows" title="期間別シェア">
      <DetailTable columns={['期間', '順位', '件数', '前の期間比', 'シェア']} className="detail-windows">
        <tbody>
          {windows.map(({ window, row }) => (
            <tr key={window.key} data-window={window.key}>
              <th scope="row">
                <a href={decksWindowHref(window.key)}>{window.label}</a>
              </th>
              <td data-label="順位">{row && row.count > 0 && !window.thin ? `${row.rank}位` : '-'}</td>
              <td data-label="件数">
                {row?.count ?? 0}
                <small className="detail-muted"> / {window.matchedDecks}件中</small>
              </td>
              <td data-label="前の期間比">
                <WindowChange row={row} />
              </td>
              <td data-label="シェア">
                <ShareValue share={row?.share ?? 0} interval={row?.shareInterval} />
                {window.thin && <small className="detail-muted">（参考: デッキが少ない期間）</small>}
              </td>
            </tr>
          ))}
        </tbody>
      </DetailTable>
    </Section>
  );
}

// The words saying where 現環境 starts: the set whose release starts it and the date, or the date
// an admin set by hand (settings/current.currentSince, `tcg aggregate --current-since`).
import type { PublicWindow } from '../../engine/documentSchemas/windowDocs.ts';
import { formatDateJst } from '../../engine/format.ts';

export function currentSinceText(since: PublicWindow['since']): string {
  if (!since) return '';
  const date = formatDateJst(`${since.date}T00:00:00+09:00`);
  return since.setName ? `（${since.setName}の発売 ${date}から）` : `（${date}から・設定による）`;
}

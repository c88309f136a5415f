// The matchup grid reads public/matchups.

import type { PublicMatchups } from '../../../engine/documents.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(): { matchups: PublicMatchups | null } {
  return { matchups: readDoc('matchups') };
}

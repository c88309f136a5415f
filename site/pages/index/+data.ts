// The dashboard reads public/home.

import { docPath } from '../../../engine/docPaths.ts';
import type { PublicHome } from '../../../engine/documents.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(): { home: PublicHome | null } {
  return { home: readDoc<PublicHome>(docPath.home) };
}

// The dashboard reads public/home.
import { docPath, type PublicHome } from '../../../engine/documents.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(): { home: PublicHome | null } {
  return { home: readDoc<PublicHome>(docPath.home) };
}

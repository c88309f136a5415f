// The event detail reads public_events/<id>.
import type { PageContextServer } from 'vike/types';
import type { PublicEventDetail } from '../../../../engine/documents.ts';
import { readDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer): { id: string; event: PublicEventDetail | null } {
  const id = pageContext.routeParams.id ?? '';
  return { id, event: id ? readDoc('event', id) : null };
}

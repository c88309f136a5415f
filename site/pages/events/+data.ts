// The event list reads public/events.

import type { PublicEvents } from '../../../engine/documents.ts';
import { readDoc } from '../../lib/docs.ts';

export function data(): { events: PublicEvents | null } {
  return { events: readDoc('events') };
}

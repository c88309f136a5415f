// The event list reads public/events.
import { pageData } from '../../lib/docs.ts';

export const data = pageData((docs) => ({ events: docs.read('events') }));

// Client code of /check: site-wide enhancements plus the deck check itself.
import '../+client.ts';
import { enhanceCheck } from './checkClient.ts';

enhanceCheck(document);

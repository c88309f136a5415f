// Client code of the card list: site-wide enhancements plus the search and the "show all" toggles.
import '../+client.ts';
import { enhanceCardSearch } from '../../client/cardSearch.ts';

enhanceCardSearch(document);

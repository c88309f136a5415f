// Client code of a card page: the site-wide enhancements only.
import '../../+client.ts';

// Client code of the deck-type and sub-rule pages: site-wide enhancements plus load-more.
import '../../../components/detail/detailClient.ts';

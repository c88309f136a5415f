// Client code of the rule statistics page: load-more and the exclusive sub-rule accordions.
import '../../../../components/detail/detailClient.ts';

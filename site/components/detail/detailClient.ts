// The browser entry of the detail pages with deck lists: the site-wide entry (styles and enhancements)
// plus the detail enhancements. A page's +client.ts replaces the site-wide one (vike's `client`
// setting is not cumulative), so this file runs that one first instead of copying it.
import '../../pages/+client.ts';
import { enhanceDetail } from './enhanceDetail.ts';

enhanceDetail(document);

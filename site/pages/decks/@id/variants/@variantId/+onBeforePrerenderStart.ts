// Every sub-rule document gets its page. Ids come from the documents themselves: a file name
// `<ruleId>__<variantId>` alone is ambiguous when an id contains "__". An unreadable document gets
// no page (the build goes on; the deck type's sub-rule table shows it as unavailable).
import { docPath } from '../../../../../../engine/docPaths.ts';
import { urlDocs } from '../../../../../lib/docs.ts';
import { variantPath } from '../../../../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  const urls: string[] = [];
  for (const fileId of urlDocs.list(docPath.variants)) {
    // An unreadable one gets no page: the deck type's sub-rule table says so in its row.
    const doc = urlDocs.readListedSubRule('variant', docPath.variants, fileId);
    if (typeof doc === 'object' && doc.rule?.id && doc.variant?.id)
      urls.push(variantPath(doc.rule.id, doc.variant.id));
  }
  return urls;
}

// Every sub-rule document gets its page. Ids come from the documents themselves: a file name
// `<ruleId>__<variantId>` alone is ambiguous when an id contains "__".
import { docPath } from '../../../../../../engine/docPaths.ts';
import { variantPath } from '../../../../../components/detail/paths.ts';
import { listDocIds, readDoc } from '../../../../../lib/docs.ts';

export function onBeforePrerenderStart(): string[] {
  const urls: string[] = [];
  for (const fileId of listDocIds(docPath.variants)) {
    const doc = readDoc('variant', docPath.listed(docPath.variants, fileId));
    if (doc?.rule?.id && doc.variant?.id) urls.push(variantPath(doc.rule.id, doc.variant.id));
  }
  return urls;
}

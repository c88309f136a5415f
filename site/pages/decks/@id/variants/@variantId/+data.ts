// Prerender-time data of /decks/{id}/variants/{variantId}: `public/decks/variants/<id>__<variantId>`.
import type { PageContextServer } from 'vike/types';
import { docPath } from '../../../../../../engine/docPaths.ts';
import type { VariantDetail } from '../../../../../../engine/documents.ts';
import { readDoc } from '../../../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const ruleId = pageContext.routeParams.id ?? '';
  const variantId = pageContext.routeParams.variantId ?? '';
  const detail =
    ruleId === '' || variantId === '' ? null : readDoc<VariantDetail>(docPath.variant(ruleId, variantId));
  return { ruleId, variantId, detail };
}

// /decks/{id}/variants without a sub-rule id: the spec's missing-id message and a way back.
import type { PageContextServer } from 'vike/types';
import { NotFound } from '../../../../components/NotFound.tsx';
import { deckTypePath } from '../../../../lib/paths.ts';

export default function Page(pageContext: PageContextServer) {
  const ruleId = pageContext.routeParams.id ?? '';
  return (
    <NotFound
      message="ルールIDまたはサブルールIDが指定されていません。"
      backHref={ruleId === '' ? '/decks' : deckTypePath(ruleId)}
      backLabel={ruleId === '' ? 'デッキタイプ一覧へ' : 'デッキタイプへ戻る'}
    />
  );
}

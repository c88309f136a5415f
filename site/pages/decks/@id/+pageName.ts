// Title of /decks/{id}: the deck type's display name.
import type { PageContextServer } from 'vike/types';
import { displayRuleName } from '../../../components/detail/ruleDisplayName.ts';
import type { data } from './+data.ts';

type Data = Awaited<ReturnType<typeof data>>;

export default function pageName(pageContext: PageContextServer): string {
  const { detail } = pageContext.data as Data;
  return detail ? `${displayRuleName(detail.rule.name)} のデッキタイプ詳細` : 'デッキタイプ詳細';
}

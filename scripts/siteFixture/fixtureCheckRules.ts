// The fixture's published rules (`public/rules`, what /check classifies with), built by the
// aggregate's own builder from rules with real conditions: a list with two サーフゴーex is that
// type, and with a ミュウex too its sub-rule (FIXTURE_VARIANT), as the fixture's deck pages say.
import { publicRulesOf } from '../../engine/aggregate/publicRules.ts';
import { docPath } from '../../engine/docPaths.ts';
import type { Condition, Rule } from '../../engine/schemas.ts';
import { FIXTURE_VARIANT } from './fixtureDetailDocs.ts';

const atLeast = (name: string, min: number): Condition => ({
  pattern: `^${name}$`,
  min,
  max: null,
  negate: false,
});

const rule = (
  id: string,
  priority: number,
  conditions: Condition[],
  variants: Rule['variants'] = [],
): Rule => ({
  id,
  name: id === 'ドラパルト ex+α' ? 'ドラパルト(ex/型)' : id,
  enabled: true,
  priority,
  description: '非公開の説明',
  conditions,
  variants,
});

export const FIXTURE_CHECK_RULES: Rule[] = [
  rule(
    'サーフゴーex',
    10,
    [atLeast('サーフゴーex', 2)],
    [{ ...FIXTURE_VARIANT, enabled: true, description: '', conditions: [atLeast('ミュウex', 1)] }],
  ),
  rule('リザードン ex [テラスタル]', 11, [atLeast('リザードンex', 2)]),
  rule('ドラパルト ex+α', 12, [atLeast('ドラパルトex', 1), atLeast('ドラメシヤ', 2)]),
  // A disabled rule: not published, so no list gets its type.
  { ...rule('無効ルール', 1, [atLeast('ナンジャモ', 1)]), enabled: false },
];

export function writeFixtureCheckRules(write: (at: string, value: unknown) => void): void {
  write(docPath.publicRules, publicRulesOf(FIXTURE_CHECK_RULES));
}

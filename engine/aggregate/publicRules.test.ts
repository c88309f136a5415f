import { describe, expect, it } from 'vitest';
import { PublicRulesSchema } from '../documentSchemas/publicRulesDoc.ts';
import type { Rule } from '../schemas.ts';
import { publicRulesOf } from './publicRules.ts';

const condition = (pattern: string) => ({ pattern, min: 1, max: null, negate: false });
const rule = (id: string, priority: number, enabled = true): Rule => ({
  id,
  name: `${id}の名前`,
  enabled,
  priority,
  description: '管理者だけが読む説明',
  conditions: [condition(`^${id}$`)],
  variants: [
    { id: 'b', name: 'B型', enabled: true, priority: 2, description: '非公開', conditions: [condition('B')] },
    { id: 'off', name: '無効', enabled: false, priority: 0, description: '', conditions: [condition('X')] },
    { id: 'a', name: 'A型', enabled: true, priority: 2, description: '', conditions: [condition('A')] },
  ],
});

describe('publicRulesOf(rules)', () => {
  it('keeps the enabled rules and sub-rules, priority then id, without descriptions', () => {
    const doc = publicRulesOf([rule('ゾロアーク', 20), rule('無効ルール', 5, false), rule('サーナイト', 10)]);
    expect(PublicRulesSchema.parse(doc)).toEqual(doc);
    expect(doc.rules.map((r) => r.id)).toEqual(['サーナイト', 'ゾロアーク']);
    expect(doc.rules[0]).toEqual({
      id: 'サーナイト',
      name: 'サーナイトの名前',
      priority: 10,
      conditions: [condition('^サーナイト$')],
      variants: [
        { id: 'a', name: 'A型', priority: 2, conditions: [condition('A')] },
        { id: 'b', name: 'B型', priority: 2, conditions: [condition('B')] },
      ],
    });
    expect(JSON.stringify(doc)).not.toMatch(/説明|非公開|description|enabled/);
  });
});

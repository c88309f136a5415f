// data/sample's collections as test input: each file's documents (one a line), and its deck
// types' rules, validated (sub-rules left to their parents).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredDeck } from '../../engine/rules/classify.ts';
import { validateRules } from '../../engine/rules/validateRule.ts';
import type { Rule } from '../../engine/schemas.ts';

const SAMPLE = path.join(import.meta.dirname, '../../data/sample');

export function sampleCollection(name: string): StoredDeck[] {
  return readFileSync(path.join(SAMPLE, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((text) => text.trim() !== '')
    .map((text) => JSON.parse(text) as StoredDeck);
}

export function sampleRules(): Rule[] {
  return validateRules(sampleCollection('deck_rules').filter((rule) => !rule.parent_rule_id)).rules;
}

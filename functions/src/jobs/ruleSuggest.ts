// suggestRules: the misclassification radar (also `tcg rules suggest`) on Firestore; writes nothing.
import { runRulesSuggest } from '../../../cli/pipelines/rulesSuggest.ts';
import type { Handler } from '../callable.ts';

export const suggestRules: Handler<'suggestRules'> = async ({ minSize }, { store, now }) =>
  runRulesSuggest({ minSize, asOf: now().toISOString() }, { store });

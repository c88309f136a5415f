// previewRuleChange: the rule-change impact pipeline (also `tcg rules diff`) on Firestore.
import { InvalidRuleEditError, runRuleChangeImpact } from '../../../cli/pipelines/ruleChangeImpact.ts';
import type { Handler } from '../callable.ts';
import { invalidArgument } from '../callError.ts';

export const previewRuleChange: Handler<'previewRuleChange'> = async (
  { id, rule, sampleLimit },
  { store },
) => {
  try {
    return await runRuleChangeImpact(
      { ...(id === undefined ? {} : { ruleId: id }), rule, sampleLimit },
      { store },
    );
  } catch (error) {
    if (error instanceof InvalidRuleEditError) throw invalidArgument(error.issues);
    throw error;
  }
};

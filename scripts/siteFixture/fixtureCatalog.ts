// The fixture's rules as the engine's catalogue: each enabled, by its order, with no conditions (the
// fixture's decks carry their rule already).
import { RuleCatalog } from '../../engine/aggregate/ruleCatalog.ts';

export function fixtureCatalog(
  rules: readonly { readonly id: string; readonly name: string }[],
): RuleCatalog {
  return new RuleCatalog(
    rules.map((rule, i) => ({
      id: rule.id,
      name: rule.name,
      enabled: true,
      priority: i + 1,
      description: '',
      conditions: [],
      variants: [],
    })),
  );
}

// The event kinds a sync asks the official event API for (`event_type[]`): the default, the
// `--event-type` flag and TCG_OFFICIAL_EVENT_TYPES. Kept apart from the API client (and its zod
// shapes) so that the CLI's help can show the default without loading them.
import { usageError, userError } from '../../engine/userError.ts';

/**
 * The event kinds the product counts, as `event_search` takes them (`event_type[]`): what every
 * results harvester seen asks for. In the captured result answers `3:1` is a 大型大会
 * (Champions League: eventAttrId 3, eventTypeId 1) and `3:2` a シティリーグ (3, 2).
 */
export const DEFAULT_EVENT_TYPES: readonly string[] = ['3:1', '3:2', '3:7'];

/** `3:1,3:2` → ['3:1', '3:2'], or undefined when `text` is not such a list. */
export function parseEventTypes(text: string): string[] | undefined {
  const types = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (types.length === 0 || types.some((type) => !/^\d+:\d+$/.test(type))) return undefined;
  return [...new Set(types)];
}

/**
 * The event kinds to ask for: the `--event-type` flag, else TCG_OFFICIAL_EVENT_TYPES, else
 * DEFAULT_EVENT_TYPES. A malformed flag is a usage error, a malformed variable CONFIG_INVALID.
 */
export function officialEventTypes(
  flag?: string,
  env: Record<string, string | undefined> = process.env,
): readonly string[] {
  const example = DEFAULT_EVENT_TYPES.join(',');
  if (flag !== undefined) {
    const types = parseEventTypes(flag);
    if (!types)
      throw usageError(`--event-type: "${flag}" is not a list of event types; give e.g. ${example}`);
    return types;
  }
  const fromEnv = env.TCG_OFFICIAL_EVENT_TYPES;
  if (fromEnv === undefined || fromEnv.trim() === '') return DEFAULT_EVENT_TYPES;
  const types = parseEventTypes(fromEnv);
  if (!types) {
    throw userError(
      'CONFIG_INVALID',
      `TCG_OFFICIAL_EVENT_TYPES: "${fromEnv}" is not a list of event types; set e.g. ${example}, or unset it`,
    );
  }
  return types;
}

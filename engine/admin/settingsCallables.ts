// The settings screen's callables (spec admin §2 "Settings screen", §5 eventOffset).
import { z } from 'zod';
import { isCurrentSinceDate } from '../currentSinceDate.ts';
import { ADMIN_FORM_MESSAGES } from '../messages.ts';
import { EmptyPayload } from './jobCallables.ts';
import { SettingsShape } from './shapes.ts';

const eventOffsetMessage = ADMIN_FORM_MESSAGES.eventOffsetInvalid;
const currentSinceMessage = ADMIN_FORM_MESSAGES.currentSinceInvalid;

export const settingsCallables = {
  getSettings: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({ settings: SettingsShape.nullable() }),
  },
  saveSettings: {
    timeoutSeconds: 30,
    runLog: false,
    /** Writes settings/current and a settings_audit entry in one transaction. */
    payload: z
      .object({
        eventOffset: z
          .number({ error: eventOffsetMessage })
          .int({ error: eventOffsetMessage })
          .min(0, { error: eventOffsetMessage })
          .max(10000, { error: eventOffsetMessage }),
        /** Ours: 現環境's start (`yyyy-mm-dd`), null for the sets' release dates; omitted: kept. */
        currentSince: z
          .string({ error: currentSinceMessage })
          .refine(isCurrentSinceDate, { error: currentSinceMessage })
          .nullable()
          .optional(),
      })
      .strict(),
    result: z.object({ settings: SettingsShape, auditId: z.string() }),
  },
} as const;

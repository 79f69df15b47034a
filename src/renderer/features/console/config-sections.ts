import { z } from 'zod';
import { featureFlagsSchema, mirrorSchema, registerSettingSchema } from '@shared/api/system';

/**
 * The editable sections as GET /ops-api/config answers them (the server's merchant-config schema,
 * which the renderer cannot import, restated for reading; the server checks every save anyway).
 */
const texts = z.object({ EN: z.string(), CN: z.string(), TH: z.string() });

export const configSectionsSchema = z.object({
  features: featureFlagsSchema,
  register: registerSettingSchema,
  maintenance: z.object({ enabled: z.boolean(), start: z.string().nullable(), end: z.string().nullable(), info: texts, allowList: z.array(z.string()) }),
  regionBlock: z.object({ enabled: z.boolean(), countries: z.array(z.string()), addresses: z.array(z.string()), allowList: z.array(z.string()), message: texts }),
  mirrors: z.array(mirrorSchema),
  cashier: z.object({
    withdrawMinAmount: z.number().int(),
    withdrawMaxAmount: z.number().int(),
    turnoverMultiplier: z.number().int(),
    confirmMinutes: z.number().int(),
    secondApprovalFrom: z.number().int().nullable().optional(),
  }),
});
export type ConfigSections = z.infer<typeof configSectionsSchema>;
export type LocalText = z.infer<typeof texts>;

/** The sections in the order the screen shows them. */
export const SECTION_ORDER = ['features', 'register', 'maintenance', 'regionBlock', 'mirrors', 'cashier'] as const;
export type SectionKey = (typeof SECTION_ORDER)[number];

/** The sections the server sent, typed; null when they are not what this screen knows how to edit. */
export function readSections(sections: Record<string, unknown>): ConfigSections | null {
  const parsed = configSectionsSchema.safeParse(sections);
  return parsed.success ? parsed.data : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, to compare values whatever order their keys were written in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
}

/**
 * Only what changed, nested as the server merges it: objects by key, arrays and values whole
 * (the allow-lists and mirrors are edited whole). Undefined when nothing changed.
 */
export function patchOf(before: unknown, after: unknown): unknown {
  if (isObject(before) && isObject(after)) {
    const changed = Object.entries(after).flatMap(([key, value]) => {
      const part = patchOf(before[key], value);
      return part === undefined ? [] : [[key, part] as const];
    });
    return changed.length > 0 ? Object.fromEntries(changed) : undefined;
  }
  return canonical(before) === canonical(after) ? undefined : after;
}

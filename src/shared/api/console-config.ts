import { z } from 'zod';

/**
 * The console's configuration (issue 22): the parts of a merchant's configuration operators change
 * (feature flags, registration rules, maintenance window and allow-list, region blocking, mirrors,
 * cashier limits). A change is shown as a diff first, saved only against the version it was made
 * on, audited with before and after, and in force on the site at once.
 */
export const CONFIG_SECTIONS = ['features', 'register', 'maintenance', 'regionBlock', 'mirrors', 'cashier'] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

export const consoleConfigSchema = z.object({ version: z.number().int(), sections: z.record(z.enum(CONFIG_SECTIONS), z.unknown()) });
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

export const configChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type ConfigChange = z.infer<typeof configChangeSchema>;
export const configDiffSchema = z.object({ changes: z.array(configChangeSchema) });

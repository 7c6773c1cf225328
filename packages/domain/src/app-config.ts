import { z } from 'zod';
import { multiLineText } from './text.ts';

export { DEFAULT_MAINTENANCE_MESSAGE, maintenanceMessageOf } from './maintenance-message.ts';

/** The spec's AppConfig document: one per installation. */
export const appConfigSchema = z.object({
  isMaintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** A merge-set: only the given fields change. */
export const appConfigUpdateSchema = z
  .object({
    isMaintenanceMode: z.boolean(),
    maintenanceMessage: multiLineText().trim().max(500, 'A mensagem pode ter no máximo 500 caracteres.'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Informe ao menos um campo para alterar.');
export type AppConfigUpdate = z.infer<typeof appConfigUpdateSchema>;

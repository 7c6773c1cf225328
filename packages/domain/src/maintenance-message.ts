// No zod here: the maintenance gate runs on every page, the signed-out ones included (docs/decisions/036).

export const DEFAULT_MAINTENANCE_MESSAGE = 'Estamos realizando melhorias no sistema. Voltaremos em breve!';

/** What the maintenance page shows: the configured message, or the default when blank. */
export function maintenanceMessageOf(config: { maintenanceMessage: string }): string {
  return config.maintenanceMessage.trim() || DEFAULT_MAINTENANCE_MESSAGE;
}

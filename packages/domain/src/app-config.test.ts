import { describe, expect, it } from 'vitest';
import { appConfigUpdateSchema, DEFAULT_MAINTENANCE_MESSAGE, maintenanceMessageOf } from './app-config.ts';

describe('maintenance message', () => {
  it('falls back to the spec default when blank', () => {
    expect(maintenanceMessageOf({ maintenanceMessage: '   ' })).toBe(DEFAULT_MAINTENANCE_MESSAGE);
    expect(maintenanceMessageOf({ maintenanceMessage: 'Volto às 14h.' })).toBe('Volto às 14h.');
  });

  it('refuses an empty update', () => {
    expect(appConfigUpdateSchema.safeParse({}).success).toBe(false);
    expect(appConfigUpdateSchema.safeParse({ isMaintenanceMode: true }).success).toBe(true);
  });
});

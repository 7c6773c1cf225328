import { describe, expect, it } from 'vitest';
import { localModelMessage } from './use-local-model.ts';

describe('local model notice', () => {
  it('shows the download percent, then the honest word on local speed', () => {
    expect(localModelMessage({ downloadPercent: 45 })).toBe('Baixando o modelo local: 45%');
    expect(localModelMessage({ downloadPercent: 0 })).toBe('Baixando o modelo local: 0%');
    expect(localModelMessage({ downloadPercent: null })).toBe('modo local: alguns minutos por documento');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalModelNotice } from './local-model-notice.tsx';

describe('LocalModelNotice', () => {
  it('shows the download with a bar, announcing the stage once', () => {
    render(<LocalModelNotice status={{ downloadPercent: 45 }} />);
    expect(screen.getByText('Baixando o modelo local: 45%')).toBeDefined();
    const bar = screen.getByRole('progressbar', { name: 'Baixando o modelo local' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByRole('status').textContent).toBe('Baixando o modelo local');
  });

  it('then says honestly that local mode is slower', () => {
    render(<LocalModelNotice status={{ downloadPercent: null }} />);
    expect(screen.getByRole('status').textContent).toBe('modo local: alguns minutos por documento');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

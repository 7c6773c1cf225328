import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

const badge = (element: React.ReactElement) => {
  render(element);
  return screen.getByTestId('estado-consulta').textContent;
};

describe('StatusBadge', () => {
  it('says "Interrompida", not "Gravando", for a recording whose tab went away', () => {
    expect(badge(<StatusBadge status="recording" capture="interrupted" />)).toBe('Interrompida');
  });

  it('says "Pausada" while this device has the recording paused', () => {
    expect(badge(<StatusBadge status="recording" capture="paused" />)).toBe('Pausada');
  });

  it('says "Gravando" while recording, and what the server says once the recording ended', () => {
    expect(badge(<StatusBadge status="recording" />)).toBe('Gravando');
  });

  it('lets the server state win once the recording ended', () => {
    expect(badge(<StatusBadge status="ready" capture="interrupted" />)).toBe('Transcrição pronta');
  });
});

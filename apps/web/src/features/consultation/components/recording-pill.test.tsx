import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../capture/session-store.ts';
import { RecordingPill } from './recording-pill.tsx';

function renderPill() {
  render(
    <MemoryRouter>
      <RecordingPill />
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => sessionStore.set({ status: 'idle', recordingId: null, elapsedMs: 0 }));
});

describe('RecordingPill', () => {
  it('shows "Gravando" and the ticking time, leading back to the consultation', () => {
    renderPill();
    act(() => sessionStore.set({ status: 'recording', recordingId: 'rec-1', elapsedMs: 11_400 }));
    const pill = screen.getByRole('link', { name: /^Gravando\s*00:11\s*, voltar à consulta$/ });
    expect(pill.getAttribute('href')).toBe('/consultation?id=rec-1');
    act(() => sessionStore.set({ elapsedMs: 12_100 }));
    expect(pill.textContent).toContain('00:12');
  });

  it('says "Pausada" while paused', () => {
    renderPill();
    act(() => sessionStore.set({ status: 'paused', recordingId: 'rec-1', elapsedMs: 65_000 }));
    expect(screen.getByTestId('pilula-gravacao').textContent).toBe('Pausada01:05, voltar à consulta');
  });

  it('is not there when nothing is recorded, nor while the recording is being stopped', () => {
    renderPill();
    expect(screen.queryByTestId('pilula-gravacao')).toBeNull();
    act(() => sessionStore.set({ status: 'stopping', recordingId: 'rec-1', elapsedMs: 5000 }));
    expect(screen.queryByTestId('pilula-gravacao')).toBeNull();
  });
});

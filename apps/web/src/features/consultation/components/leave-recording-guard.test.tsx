import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../capture/session-store.ts';
import { LeaveRecordingGuard, leavesRecording } from './leave-recording-guard.tsx';

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/consultation',
        element: (
          <>
            <LeaveRecordingGuard />
            <Link to="/history">Histórico</Link>
            <Link to="/consultation?id=rec-1">Esta consulta</Link>
          </>
        ),
      },
      { path: '/history', element: <h1>Histórico</h1> },
    ],
    { initialEntries: ['/consultation?id=rec-1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const record = (status: 'recording' | 'paused') =>
  act(() => sessionStore.set({ status, recordingId: 'rec-1', elapsedMs: 11_000 }));

afterEach(() => {
  act(() => sessionStore.set({ status: 'idle', recordingId: null, elapsedMs: 0 }));
});

describe('leavesRecording', () => {
  it('is false only for the recording’s own page', () => {
    expect(leavesRecording({ pathname: '/consultation', search: '?id=rec-1' }, 'rec-1')).toBe(false);
    expect(leavesRecording({ pathname: '/consultation', search: '?id=other' }, 'rec-1')).toBe(true);
    expect(leavesRecording({ pathname: '/consultation', search: '' }, 'rec-1')).toBe(true);
    expect(leavesRecording({ pathname: '/history', search: '' }, 'rec-1')).toBe(true);
  });
});

describe('LeaveRecordingGuard', () => {
  it('asks before leaving while recording; "Continuar aqui" stays, "Sair mesmo assim" leaves', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    record('recording');

    await user.click(screen.getByRole('link', { name: 'Histórico' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair desta página?' });
    expect(dialog.textContent).toContain('A gravação continua se você sair desta página');
    expect(screen.getByRole('button', { name: 'Continuar aqui' })).toBe(document.activeElement);
    await user.click(screen.getByRole('button', { name: 'Continuar aqui' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/consultation');

    await user.click(screen.getByRole('link', { name: 'Histórico' }));
    await user.click(screen.getByRole('button', { name: 'Sair mesmo assim' }));
    expect(router.state.location.pathname).toBe('/history');
  });

  it('asks while paused too: the microphone is still open', async () => {
    const user = userEvent.setup();
    renderPage();
    record('paused');
    await user.click(screen.getByRole('link', { name: 'Histórico' }));
    expect(screen.getByRole('dialog', { name: 'Sair desta página?' })).toBeDefined();
  });

  it('lets every link through when nothing is being recorded', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(screen.getByRole('link', { name: 'Histórico' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/history');
  });

  it('does not ask for the recording’s own page', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    record('recording');
    await user.click(screen.getByRole('link', { name: 'Esta consulta' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?id=rec-1');
  });
});

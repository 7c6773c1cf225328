import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastCard } from './toast-card.tsx';
import { createToastApi } from './toast-store.ts';

describe('ToastCard', () => {
  it('shows a loading toast with an accessible progress bar that follows updates', () => {
    const api = createToastApi();
    const id = api.loading('Transcrevendo áudio', { progress: 20 });
    render(<ToastCard id={id} api={api} />);
    const bar = screen.getByRole('progressbar', { name: 'Transcrevendo áudio' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    act(() => api.update(id, { progress: 65 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('65');
    api.clear();
  });

  it('runs an action and then closes the toast; the close button removes it too', async () => {
    const user = userEvent.setup();
    const api = createToastApi();
    const retry = vi.fn();
    const first = api.error('Falha ao gerar o documento', {
      actions: [{ label: 'Tentar novamente', onClick: retry, variant: 'primary' }],
    });
    const second = api.info('Outra');
    render(
      <>
        <ToastCard id={first} api={api} />
        <ToastCard id={second} api={api} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(api.get(first)).toBeUndefined();
    await user.click(screen.getAllByRole('button', { name: 'Fechar notificação' })[1] as HTMLElement);
    expect(api.getAll()).toEqual([]);
  });

  it('has a close button and actions a finger can hit: 44 px on phones (Tailwind classes; jsdom has no layout)', () => {
    const api = createToastApi();
    const id = api.error('Falha ao enviar', {
      actions: [{ label: 'Tentar novamente', onClick: () => {}, variant: 'primary' }],
    });
    render(<ToastCard id={id} api={api} />);
    expect(screen.getByRole('button', { name: 'Fechar notificação' }).classList).toContain('size-11');
    const action = screen.getByRole('button', { name: 'Tentar novamente' }).classList;
    expect(action).toContain('max-sm:min-h-11');
    expect(action).toContain('pointer-coarse:min-h-11');
    api.clear();
  });
});

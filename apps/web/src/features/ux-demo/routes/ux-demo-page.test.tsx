import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => toast.clear());

async function openDemo() {
  mockApi({ me: VET });
  renderApp('/ux-demo');
  return screen.findByRole('heading', { level: 1, name: 'Demonstração de Interface' });
}

describe('/ux-demo', { timeout: 20_000 }, () => {
  it('indexes every section with a link to its heading', async () => {
    await openDemo();
    const index = screen.getByRole('navigation', { name: 'Índice da demonstração' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Botões',
      'Campos de formulário',
      'Diálogos',
      'Avisos (toasts)',
      'Estados de carregamento e vazio',
      'Item de notificação',
      'Gráficos',
    ]);
    for (const link of links) {
      const region = screen.getByRole('region', { name: link.textContent ?? '' });
      expect(`#${region.id}`).toBe(link.getAttribute('href'));
    }
  });

  it('masks CPF and phone while typing and says "CPF inválido" on leaving a wrong one', async () => {
    const user = userEvent.setup({ delay: null });
    await openDemo();
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    await user.type(cpf, '12345678900');
    expect(cpf.value).toBe('123.456.789-00');
    await user.tab();
    expect(screen.getByText('CPF inválido')).toBeDefined();
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    const phone = screen.getByLabelText('Telefone') as HTMLInputElement;
    await user.type(phone, '11987654321');
    expect(phone.value).toBe('(11) 98765-4321');
  });

  it('opens the destructive confirmation and cancels it', async () => {
    const user = userEvent.setup({ delay: null });
    await openDemo();
    await user.click(screen.getByRole('button', { name: 'Confirmação destrutiva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir esta consulta?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Excluir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Excluir esta consulta?' })).toBeNull();
  });

  it('shows a toast of each type, the loading one with its progress, and one with actions', async () => {
    const user = userEvent.setup({ delay: null });
    await openDemo();
    const toasts = screen.getByRole('region', { name: 'Avisos (toasts)' });
    for (const [button, title] of [
      ['Sucesso', 'Documento salvo'],
      ['Erro', 'Falha ao gerar o documento'],
      ['Aviso', 'Conexão instável'],
      ['Informação', 'Receita pronta para revisão'],
      ['Persistente', 'Sua cota está acabando'],
      ['Carregamento com progresso', 'Transcrevendo áudio'],
    ] as const) {
      await user.click(within(toasts).getByRole('button', { name: button }));
      expect(await screen.findByText(title)).toBeDefined();
    }
    expect(screen.getByRole('progressbar')).toBeDefined();
    await user.click(within(toasts).getByRole('button', { name: 'Com ações' }));
    // fireEvent: sonner captures the pointer on press, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Retomar' }));
    expect(await screen.findByText('Gravação retomada')).toBeDefined();
  });

  it('shows the notification item unread, read and with an unreadable date', async () => {
    const user = userEvent.setup({ delay: null });
    await openDemo();
    const section = screen.getByRole('region', { name: 'Item de notificação' });
    expect(within(section).getByText('Data inválida')).toBeDefined();
    expect(within(section).getByText('24 de novembro de 2026')).toBeDefined();
    await user.click(
      within(section).getByRole('button', { name: 'Marcar como lida: Nova receita com controle especial' }),
    );
    expect(within(section).getAllByRole('button', { name: /Marcar como lida/ })).toHaveLength(1);
  });
});

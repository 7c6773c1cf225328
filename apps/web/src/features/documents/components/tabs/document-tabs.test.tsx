import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

function setup() {
  mockApi({
    routes: {
      'GET /api/consultations/c-1/documents': () =>
        json({
          documents: [
            documentRecord('anamnese', { content: { queixaPrincipal: 'Vômito há dois dias.' } }),
            documentRecord('receita', {
              content: { itens: [{ farmaco: 'Meloxicam', dose: '0,1 mg/kg' }] },
              groundingFlags: [{ path: 'itens.0.dose', value: '0,1 mg/kg', kind: 'number' }],
            }),
            documentRecord('diagnostico', { status: 'generating', content: {} }),
            documentRecord('orientacoes', { status: 'failed', content: {}, errorMessage: 'Tempo esgotado.' }),
          ],
        }),
    },
  });
  renderSection();
}

describe('document tabs', { timeout: 20_000 }, () => {
  it('names each tab with its state and flag count, and shows one document at a time', async () => {
    setup();
    const tablist = await screen.findByRole('tablist', { name: 'Documentos da consulta' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('aria-label')),
    ).toEqual([
      'Anamnese (pronto)',
      'Receita (pronto), 1 item para conferir',
      'Diagnóstico (gerando)',
      'Orientações ao tutor (falhou)',
    ]);
    // Only the selected document is on show — the receita first, the one that leaves most often; the
    // others' panels are hidden, not gone.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: /^Receita/ }).id,
    );
    expect(screen.getByRole('article', { name: 'Receita' })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Anamnese' })).toBeNull();
    // Every document's state is announced, shown or not.
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(
      expect.arrayContaining(['Documento pronto: Receita.', 'Gerando: Diagnóstico…']),
    );
  });

  it('moves with the arrow keys, Home and End, the focus and the shown document together', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    const receita = await screen.findByRole('tab', { name: /^Receita/ });
    // Roving focus: one tab in the Tab order, the shown one.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([receita]);
    receita.focus();

    await user.keyboard('{ArrowLeft}');
    const anamnese = screen.getByRole('tab', { name: 'Anamnese (pronto)' });
    expect(document.activeElement).toBe(anamnese);
    expect(anamnese.getAttribute('aria-selected')).toBe('true');
    expect(anamnese.tabIndex).toBe(0);
    expect(receita.tabIndex).toBe(-1);
    expect(screen.getByRole('article', { name: 'Anamnese' })).toBeDefined();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(receita);
    expect(screen.getByRole('article', { name: 'Receita' })).toBeDefined();

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^Orientações ao tutor/ }));
    expect(screen.getByText('Tempo esgotado.')).toBeDefined();
    // Past the last, back to the first; before the first, to the last.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(anamnese);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^Orientações ao tutor/ }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(anamnese);
    expect(screen.getByRole('article', { name: 'Anamnese' })).toBeDefined();
  });

  it('shows a document in one tap', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: /^Receita/ }));
    const receita = screen.getByRole('article', { name: 'Receita' });
    expect(receita.textContent).toContain('1) Meloxicam');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import {
  CONSULTATION,
  documentRecord,
  FakeEventSource,
  renderSection,
} from '../../test/documents-fixtures.tsx';
import { MANUAL_COPY_MESSAGE } from './copy-to-system-dialog.tsx';

const ANAMNESE = { queixaPrincipal: 'Vômito há dois dias.', exameFisico: 'Dor à palpação abdominal.' };
const RECEITA = {
  itens: [
    { farmaco: 'Meloxicam', concentracao: '0,5 mg/mL', dose: '10 mg', via: 'oral', duracao: '5 dias' },
    { farmaco: 'Tramadol', concentracao: '50 mg', dose: '2 mg/kg', via: 'oral' },
  ],
};
const DIAGNOSTICO = { presuntivo: 'Gastroenterite aguda.' };
const ORIENTACOES = { retorno: 'Retorno em 7 dias.' };

function visitDocuments(): DocumentRecord[] {
  return [
    documentRecord('anamnese', { content: ANAMNESE }),
    documentRecord('receita', {
      content: RECEITA,
      groundingFlags: [{ path: 'itens.0.dose', value: '10 mg', kind: 'number' }],
    }),
    documentRecord('diagnostico', { content: DIAGNOSTICO }),
    documentRecord('orientacoes', { content: ORIENTACOES }),
    documentRecord('atestado-saude', { status: 'failed', errorMessage: 'Falhou.' }),
  ];
}

const toastTitles = () => toast.getAll().map((item) => item.title);

beforeEach(() => {
  FakeEventSource.install();
  window.localStorage.clear();
  mockApi({
    routes: { 'GET /api/consultations/c-1/documents': () => json({ documents: visitDocuments() }) },
  });
});
afterEach(() => toast.clear());

describe('Copiar para o sistema', { timeout: 20_000 }, () => {
  it('copies every ready document as SOAP, after listing the flags still open', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Copiar para o sistema' }));
    const dialog = screen.getByRole('dialog', { name: 'Copiar para o sistema' });
    expect((within(dialog).getByRole('radio', { name: /^SOAP/ }) as HTMLInputElement).checked).toBe(true);
    // The dose the transcript lacks is named before copying, and the button says the vet goes on anyway.
    expect(within(dialog).getByText('Há 1 item para conferir antes de copiar:')).toBeTruthy();
    expect(within(dialog).getByText('«10 mg»')).toBeTruthy();
    expect(within(dialog).getByText(/Ficam de fora: Atestado de saúde \(falhou\)/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar mesmo assim' }));
    const text = await navigator.clipboard.readText();
    const order = ['S — SUBJETIVO', 'O — OBJETIVO', 'A — AVALIAÇÃO', 'P — PLANO'].map((t) => text.indexOf(t));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(text).toContain('1) Meloxicam 0,5 mg/mL');
    expect(text).toContain('2) Tramadol 50 mg');
    expect(text).toContain('Medicamento sujeito a controle especial.');
    expect(text).toContain('Retorno em 7 dias.');
    expect(toastTitles()).toContain('Copiado');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers the layout the vet picked on this device', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Copiar para o sistema' }));
    await user.click(screen.getByRole('radio', { name: /^Prontuário \(ordem geral\)/ }));
    const box = screen.getByLabelText('Texto que será copiado') as HTMLTextAreaElement;
    expect(box.value.startsWith('IDENTIFICAÇÃO\nAnimal: Thor\nEspécie: Canina')).toBe(true);
    expect(box.value).toContain('Data do atendimento: 21/11/2026');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Copiar para o sistema' }));
    expect(
      (screen.getByRole('radio', { name: /^Prontuário \(ordem geral\)/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('selects the text for copying by hand when the clipboard is refused', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copiar para o sistema' }));
    await user.click(screen.getByRole('button', { name: 'Copiar mesmo assim' }));
    expect(await screen.findByText(MANUAL_COPY_MESSAGE)).toBeTruthy();
    const box = screen.getByLabelText('Texto que será copiado') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe(box.value.length);
    expect(toastTitles()).not.toContain('Copiado');
  });

  it('is not offered before a document is ready', async () => {
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('receita', { status: 'generating', content: {} })] }),
      },
    });
    renderSection(CONSULTATION);
    await screen.findByRole('tab', { name: /^Receita/ });
    expect(screen.queryByRole('button', { name: 'Copiar para o sistema' })).toBeNull();
  });
});

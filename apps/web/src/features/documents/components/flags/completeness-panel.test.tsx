import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import {
  CONSULTATION,
  documentRecord,
  FakeEventSource,
  renderSection,
} from '../../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

const RECEITA = {
  itens: [
    {
      farmaco: 'Meloxicam',
      concentracao: '0,5 mg/mL',
      formaFarmaceutica: 'suspensão oral',
      dose: '0,1 mg/kg',
      frequencia: 'a cada 24 horas',
      duracao: '5 dias',
      quantidade: '1 frasco',
    },
  ],
};

describe('what a document still lacks', { timeout: 20_000 }, () => {
  it('lists it under "Faltam para o documento ficar completo:" and one tap opens the field to fill', async () => {
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('receita', { content: RECEITA })] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection({ ...CONSULTATION, patient: { ...CONSULTATION.patient, weightKg: 30 } });
    const article = await screen.findByRole('article', { name: 'Receita' });
    const panel = within(article).getByRole('region', { name: 'Itens que faltam no documento' });
    expect(panel.textContent).toContain('Faltam para o documento ficar completo:');
    expect(panel.textContent).toContain('Você pode emitir mesmo assim.');
    await user.click(within(panel).getByRole('button', { name: 'Via (medicamento 1)' }));
    await waitFor(() => expect(document.activeElement).toBe(within(article).getByLabelText('Via')));
    // Filled: the item leaves the list, and with nothing left the list goes.
    await user.type(within(article).getByLabelText('Via'), 'oral');
    expect(within(article).queryByRole('region', { name: 'Itens que faltam no documento' })).toBeNull();
  });

  it('asks for the weight in place when the animal has none, and saves it to the consultation', async () => {
    const puts: unknown[] = [];
    const receita = documentRecord('receita', { content: { itens: [{ ...RECEITA.itens[0], via: 'oral' }] } });
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () => json({ documents: [receita] }),
        'PUT /api/consultations/c-1/weight': (init) => {
          puts.push(JSON.parse(String(init?.body)));
          return json({ documents: [receita] });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection(CONSULTATION);
    const article = await screen.findByRole('article', { name: 'Receita' });
    const panel = within(article).getByRole('region', { name: 'Itens que faltam no documento' });
    await user.click(within(panel).getByRole('button', { name: 'Peso do animal' }));
    const box = within(panel).getByLabelText('Peso do animal (kg)');
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.click(within(panel).getByRole('button', { name: 'Salvar peso' }));
    expect(within(panel).getByText('Informe o peso em kg, maior que zero.')).toBeDefined();
    await user.type(box, '12,5');
    await user.click(within(panel).getByRole('button', { name: 'Salvar peso' }));
    await waitFor(() => expect(puts).toEqual([{ weightKg: 12.5 }]));
  });
});

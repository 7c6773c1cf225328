import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

type Saved = { itens: { farmaco: string | null; dose: string | null; concentracao: string | null }[] };

async function openPrescription() {
  const patches: Saved[] = [];
  const receita = documentRecord('receita', {
    content: {
      itens: [
        { farmaco: 'Meloxicam', dose: '0,1 mg/kg', concentracao: '0,5 mg/mL', quantidade: '1 frasco' },
        { farmaco: 'Omeprazol', dose: '1 mg/kg' },
      ],
    },
  });
  mockApi({
    routes: {
      'GET /api/consultations/c-1/documents': () => json({ documents: [receita] }),
      'PATCH /api/documents/d0c00000-0000-4000-8000-000000000002': (init) => {
        const { content } = JSON.parse(String(init?.body));
        patches.push(content);
        return json({ ...receita, content, editedAt: '2026-11-21T12:10:00.000Z' });
      },
    },
  });
  const user = userEvent.setup({ delay: null });
  renderSection();
  const article = await screen.findByRole('article', { name: 'Receita' });
  await user.click(within(article).getByRole('button', { name: 'Editar Prescrição' }));
  return { article, patches, user };
}

const names = (article: HTMLElement) =>
  within(article)
    .getAllByRole('group', { name: /^Medicamento \d/ })
    .map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent);

describe('the receita drug lines', { timeout: 20_000 }, () => {
  it('shows the main fields of each line and folds the rarer ones', async () => {
    const { article } = await openPrescription();
    const first = within(article).getByRole('group', { name: 'Medicamento 1 — Meloxicam' });
    for (const label of ['Fármaco', 'Dose', 'Via', 'Frequência', 'Duração', 'Quantidade'])
      expect(within(first).getByLabelText(label)).toBeDefined();
    const folded = within(first).getByLabelText('Concentração').closest('details');
    expect(folded?.open).toBe(false);
    expect(within(first).getByText(/1 preenchido/)).toBeDefined();
  });

  it('says which receituário a controlled line needs, as soon as its drug is named', async () => {
    const { article, user } = await openPrescription();
    expect(article.querySelector('[data-controlled-line]')).toBeNull();
    const second = within(article).getByRole('group', { name: 'Medicamento 2 — Omeprazol' });
    const farmaco = within(second).getByLabelText('Fármaco');
    await user.clear(farmaco);
    await user.type(farmaco, 'Gardenal 100 mg');
    await waitFor(() =>
      expect(article.querySelector('[data-controlled-line="2"]')?.textContent).toBe(
        'Controle especial (lista B1): Receita de Controle Especial (2 vias) — o PDF traz esta receita à parte, em 1ª via (farmácia) e 2ª via (responsável).',
      ),
    );
  });

  it('moves a line up and down, the focus travelling with it, and saves the new order', async () => {
    const { article, patches, user } = await openPrescription();
    const up = within(article).getByRole('button', { name: 'Mover medicamento 1 para cima' });
    expect(up).toHaveProperty('disabled', true);
    expect(within(article).getByRole('button', { name: 'Mover medicamento 2 para baixo' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(article).getByRole('button', { name: 'Mover medicamento 2 para cima' }));
    expect(names(article)).toEqual(['Medicamento 1 — Omeprazol', 'Medicamento 2 — Meloxicam']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(article).getByRole('button', { name: 'Mover medicamento 1 para baixo' }),
      ),
    );
    await waitFor(
      () => expect(patches.at(-1)?.itens.map((item) => item.farmaco)).toEqual(['Omeprazol', 'Meloxicam']),
      {
        timeout: 3000,
      },
    );

    await user.click(within(article).getByRole('button', { name: 'Mover medicamento 1 para baixo' }));
    expect(names(article)).toEqual(['Medicamento 1 — Meloxicam', 'Medicamento 2 — Omeprazol']);
  });

  it('adds a line with its name box focused, and removes one with an undo', async () => {
    const { article, patches, user } = await openPrescription();
    await user.click(within(article).getByRole('button', { name: 'Adicionar medicamento' }));
    const third = within(article).getByRole('group', { name: 'Medicamento 3' });
    expect(document.activeElement).toBe(within(third).getByLabelText('Fármaco'));
    await user.type(within(third).getByLabelText('Fármaco'), 'Dipirona');
    expect(within(article).getByRole('group', { name: 'Medicamento 3 — Dipirona' })).toBeDefined();

    await user.click(within(article).getByRole('button', { name: 'Remover medicamento 1' }));
    expect(names(article)).toEqual(['Medicamento 1 — Omeprazol', 'Medicamento 2 — Dipirona']);
    expect(document.activeElement).toBe(
      within(article).getByRole('button', { name: 'Adicionar medicamento' }),
    );
    const removal = toast.getAll().find((item) => item.title === 'Medicamento removido: Meloxicam');
    expect(removal?.action?.label).toBe('Desfazer');

    // Undo puts the line back where it was, with everything it had.
    act(() => removal?.action?.onClick());
    expect(names(article)).toEqual([
      'Medicamento 1 — Meloxicam',
      'Medicamento 2 — Omeprazol',
      'Medicamento 3 — Dipirona',
    ]);
    await waitFor(
      () => {
        const last = patches.at(-1);
        expect(last?.itens.map((item) => item.farmaco)).toEqual(['Meloxicam', 'Omeprazol', 'Dipirona']);
        expect(last?.itens[0]?.concentracao).toBe('0,5 mg/mL');
      },
      { timeout: 3000 },
    );
  });
});

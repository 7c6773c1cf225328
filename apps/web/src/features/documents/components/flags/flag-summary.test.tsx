import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroundingFlag } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

const RECEITA = {
  itens: [{ farmaco: 'Meloxicam', concentracao: '0,5 mg/mL', dose: '10 mg', quantidade: '2 frascos' }],
  orientacoesGerais: 'Retorno em 15 dias.',
};

async function setup(flags: GroundingFlag[]) {
  mockApi({
    routes: {
      'GET /api/consultations/c-1/documents': () =>
        json({ documents: [documentRecord('receita', { content: RECEITA, groundingFlags: flags })] }),
    },
  });
  const user = userEvent.setup({ delay: null });
  renderSection();
  return { article: await screen.findByRole('article', { name: 'Receita' }), user };
}

describe('flags of a document', { timeout: 20_000 }, () => {
  it('counts them once, opens a list, and leads from each entry to its field', async () => {
    const { article, user } = await setup([
      { path: 'itens.0.dose', value: '10 mg', kind: 'number' },
      { path: 'itens.0.concentracao', value: '0,5 mg/mL', kind: 'number' },
      { path: 'orientacoesGerais', value: '15 dias', kind: 'number' },
    ]);
    // One count for the document, not a note per field.
    const summary = within(article).getByRole('button', { name: '3 itens para conferir' });
    expect(within(article).queryAllByText(/não aparece na transcrição|Não está na transcrição/)).toHaveLength(
      0,
    );
    // On the page, the flagged words are marked and each section says how many it holds.
    expect(within(article).getAllByText('10 mg', { selector: 'mark' })).toHaveLength(1);
    expect(within(article).getByText('15 dias', { selector: 'mark' })).toBeDefined();

    expect(summary.getAttribute('aria-expanded')).toBe('false');
    await user.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(summary.getAttribute('aria-controls') ?? '') as HTMLElement;
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '«10 mg» em Dose (Medicamento 1)',
      '«0,5 mg/mL» em Concentração (Medicamento 1)',
      '«15 dias» em Orientações gerais',
    ]);

    // A field folded away in its drug line: unfolded and focused.
    await user.click(entries[1] as HTMLElement);
    const concentration = await within(article).findByLabelText('Concentração');
    await waitFor(() => expect(document.activeElement).toBe(concentration));
    expect(concentration.closest('details')?.open).toBe(true);
    // Another section: its editor opens in turn, focused on the flagged box.
    await user.click(entries[2] as HTMLElement);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(article).getByRole('textbox', { name: 'Orientações gerais' }),
      ),
    );
    expect(within(article).queryByLabelText('Concentração')).toBeNull();
    // In the editor, the flagged box carries a small mark only.
    expect(within(article).getByText('Não está na transcrição: «15 dias»')).toBeDefined();
  });

  it('says why a drug ruled out in the consultation is flagged, in the list and at its field', async () => {
    const reason = 'Descartado na consulta: «meloxicam não, ele tem doença renal»';
    const { article, user } = await setup([
      { path: 'itens.0.farmaco', value: 'Meloxicam', kind: 'drug', reason },
    ]);
    await user.click(within(article).getByRole('button', { name: '1 item para conferir' }));
    const summary = within(article).getByRole('button', { name: '1 item para conferir' });
    const list = document.getElementById(summary.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('button').textContent).toBe(
      `«Meloxicam» em Fármaco (Medicamento 1)${reason}`,
    );
    await user.click(within(list).getByRole('button'));
    expect(await within(article).findByText(`Confira: «Meloxicam». ${reason}.`)).toBeDefined();
  });

  it('says "1 item para conferir" for one, and nothing when none is left', async () => {
    const { article, user } = await setup([{ path: 'orientacoesGerais', value: '15 dias', kind: 'number' }]);
    expect(within(article).getByRole('button', { name: '1 item para conferir' })).toBeDefined();
    // Once the vet removes the word, the flag is settled.
    await user.click(within(article).getByRole('button', { name: 'Editar Orientações gerais' }));
    const box = within(article).getByRole('textbox', { name: 'Orientações gerais' });
    await user.clear(box);
    await user.type(box, 'Retorno em duas semanas.');
    expect(within(article).queryByRole('button', { name: /para conferir/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroundingFlag } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

const RECEITA = {
  itens: [
    {
      farmaco: 'Meloxicam',
      concentracao: '15 mg',
      dose: '1 comprimido',
      via: 'oral',
      frequencia: 'a cada 24 horas',
    },
    { farmaco: 'Dipirona', dose: 'meia colher', via: 'oral' },
  ],
};
const OVERDOSE =
  'Dose acima do usual (2,34 vezes o máximo usual): Meloxicam 1 comprimido de 15 mg = 15 mg para 32 kg = 0,469 mg/kg; usual para cães 0,1–0,2 mg/kg (fonte: bula de Metacam).';
const UNCHECKED =
  'Não foi possível conferir a dose «meia colher»: escreva a quantidade em mg, mg/kg, mL (com a concentração) ou comprimidos (com a dosagem).';

const FLAGS: GroundingFlag[] = [
  { path: 'itens.0.dose', value: '1 comprimido', kind: 'dose', reason: OVERDOSE, byVet: true },
  { path: 'itens.1.dose', value: 'meia colher', kind: 'dose', reason: UNCHECKED, level: 'info' },
];

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

describe('dose flags of a receita', { timeout: 20_000 }, () => {
  it('show their reasoning under the medication line; a note the check could not judge is not counted', async () => {
    const { article } = await setup(FLAGS);
    const lines = within(article)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-medication'));
    expect(within(lines[0] as HTMLElement).getByText(OVERDOSE)).toBeDefined();
    expect(within(lines[1] as HTMLElement).getByText(UNCHECKED)).toBeDefined();
    // A warning even though the vet typed it; the unjudged note is not an item to check.
    expect(within(article).getByRole('button', { name: '1 item para conferir' })).toBeDefined();
    expect(within(article).getByText('1 comprimido', { selector: 'mark' })).toBeDefined();
    expect(within(article).queryByText('meia colher', { selector: 'mark' })).toBeNull();
  });

  it('list the dose in the flag summary with its reason and show it in full beside the field being edited', async () => {
    const { article, user } = await setup(FLAGS);
    const summary = within(article).getByRole('button', { name: '1 item para conferir' });
    await user.click(summary);
    const list = document.getElementById(summary.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('button').textContent).toBe(
      `«1 comprimido» em Dose (Medicamento 1)${OVERDOSE}`,
    );
    expect(list.parentElement?.textContent).toContain('doses fora do usual para a espécie e o peso');
    await user.click(within(list).getByRole('button'));
    const dose = (await within(article).findAllByLabelText('Dose'))[0] as HTMLElement;
    const note = document.getElementById(
      dose.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    ) as HTMLElement;
    expect(note.textContent).toContain(OVERDOSE);
    expect(within(note).queryByText(/Editado por você/)).toBeNull();
    expect(dose.closest('[data-flagged]')).not.toBeNull();
    // The note the check could not judge sits under its own field, not marked as flagged.
    const second = within(article).getAllByLabelText('Dose')[1] as HTMLElement;
    expect(second.closest('[data-flagged]')).toBeNull();
    expect(
      document.getElementById(second.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toContain(UNCHECKED);
  });

  it('settle once the vet changes the dose (the server checks the new value on save)', async () => {
    const { article, user } = await setup(FLAGS);
    await user.click(within(article).getByRole('button', { name: 'Editar Prescrição' }));
    const dose = within(article).getAllByLabelText('Dose')[0] as HTMLElement;
    await user.clear(dose);
    await user.type(dose, 'meio comprimido');
    expect(within(article).queryByText(OVERDOSE)).toBeNull();
    expect(within(article).queryByRole('button', { name: /para conferir/ })).toBeNull();
  });
});

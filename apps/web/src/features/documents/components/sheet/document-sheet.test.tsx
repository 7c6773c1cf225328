import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

const ANAMNESE = {
  queixaPrincipal: 'Vômito há dois dias.',
  historico: '',
  sinaisVitais: { temperatura: '39,2 °C', mucosas: 'normocoradas' },
};

function setup() {
  const patches: { queixaPrincipal?: string; antecedentes?: string }[] = [];
  const anamnese = documentRecord('anamnese', { content: ANAMNESE });
  mockApi({
    routes: {
      'GET /api/consultations/c-1/documents': () => json({ documents: [anamnese] }),
      'PATCH /api/documents/d0c00000-0000-4000-8000-000000000001': (init) => {
        const { content } = JSON.parse(String(init?.body));
        patches.push(content);
        return json({ ...anamnese, content, editedAt: '2026-11-21T12:10:00.000Z' });
      },
    },
  });
  renderSection();
  return { patches, user: userEvent.setup({ delay: null }) };
}

describe('the document sheet', { timeout: 20_000 }, () => {
  it('shows the document as it prints: animal, filled sections in order, no empty field', async () => {
    setup();
    const sheet = await screen.findByRole('article', { name: 'Anamnese' });
    const text = sheet.textContent ?? '';
    for (const printed of [
      'Thor',
      'Canina',
      'Labrador Retriever',
      'Queixa principal',
      'Vômito há dois dias.',
    ])
      expect(text).toContain(printed);
    expect(text.indexOf('Queixa principal')).toBeLessThan(text.indexOf('Sinais vitais e parâmetros'));
    // Inside a section only the filled fields print.
    expect(within(sheet).getByText('Temperatura')).toBeDefined();
    // (The list of what the document lacks names it, apart from the sheet.)
    const onSheet = (element: HTMLElement) => !element.closest('[data-testid="completeness"]');
    expect(within(sheet).queryAllByText('Frequência cardíaca').filter(onSheet)).toEqual([]);
    // Empty sections are not on the page: they are offered apart, to be filled.
    expect(within(sheet).queryByRole('button', { name: 'Editar Histórico' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Histórico' })).toBeDefined();
    expect(within(sheet).getByText('Queixa principal', { selector: 'h4' })).toBeDefined();
    expect(within(sheet).queryByText('Exame físico', { selector: 'h4' })).toBeNull();
  });

  it('edits one section in place and shows it printed again on "Concluir"', async () => {
    const { patches, user } = setup();
    const sheet = await screen.findByRole('article', { name: 'Anamnese' });
    expect(within(sheet).queryByRole('textbox')).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: 'Editar Queixa principal' }));
    // Only that section's editor opens, its box focused.
    const box = within(sheet).getByRole('textbox', { name: 'Queixa principal' });
    expect(within(sheet).getAllByRole('textbox')).toEqual([box]);
    expect(document.activeElement).toBe(box);
    expect(within(sheet).getByRole('region', { name: 'Editando: Queixa principal' })).toBeDefined();

    await user.clear(box);
    await user.type(box, 'Vômito e diarreia há dois dias.');
    await user.click(within(sheet).getByRole('button', { name: 'Concluir' }));
    expect(within(sheet).queryByRole('textbox')).toBeNull();
    expect(within(sheet).getByText('Vômito e diarreia há dois dias.')).toBeDefined();
    await waitFor(() => expect(patches.at(-1)?.queixaPrincipal).toBe('Vômito e diarreia há dois dias.'));
    // The focus goes back to the section's "Editar".
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(sheet).getByRole('button', { name: 'Editar Queixa principal' }),
      ),
    );
  });

  it('opens a section by clicking its printed text, and fills an empty one from the list', async () => {
    const { patches, user } = setup();
    const sheet = await screen.findByRole('article', { name: 'Anamnese' });
    await user.click(within(sheet).getByText('Vômito há dois dias.'));
    expect(within(sheet).getByRole('textbox', { name: 'Queixa principal' })).toBeDefined();

    // Opening another section closes the first.
    await user.click(within(sheet).getByRole('button', { name: 'Antecedentes' }));
    expect(within(sheet).queryByRole('textbox', { name: 'Queixa principal' })).toBeNull();
    await user.type(within(sheet).getByRole('textbox', { name: 'Antecedentes' }), 'Sem doenças prévias.');
    await user.click(within(sheet).getByRole('button', { name: 'Concluir' }));
    // Now filled, it prints in its place and leaves the list of empty sections.
    expect(within(sheet).getByText('Sem doenças prévias.')).toBeDefined();
    expect(within(sheet).queryByRole('button', { name: 'Antecedentes' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Editar Antecedentes' })).toBeDefined();
    await waitFor(() => expect(patches.at(-1)?.antecedentes).toBe('Sem doenças prévias.'));
  });

  it('opens a section focused from the flag list with Enter', async () => {
    setup();
    const sheet = await screen.findByRole('article', { name: 'Anamnese' });
    const editButton = within(sheet).getByRole('button', { name: 'Editar Queixa principal' });
    const section = editButton.closest('[tabindex="-1"]') as HTMLElement;
    section.focus();
    fireEvent.keyDown(section, { key: 'Enter' });
    expect(within(sheet).getByRole('textbox', { name: 'Queixa principal' })).toBeDefined();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../test/documents-fixtures.tsx';

const TOO_LARGE = 'O documento ficou longo demais para salvar. Encurte o texto e tente novamente.';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

describe('autosave of a document over the server size cap', { timeout: 20_000 }, () => {
  it('shows the server reason (413) and waits for the vet to shorten it instead of retrying the same text', async () => {
    const api = mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('diagnostico', { content: { presuntivo: 'Otite.' } })] }),
        'PATCH /api/documents/d0c00000-0000-4000-8000-000000000003': () =>
          json({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE }, 413),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    const article = await screen.findByRole('article', { name: 'Diagnóstico' });
    await user.click(within(article).getByRole('button', { name: 'Editar Diagnóstico presuntivo' }));
    await user.type(within(article).getByLabelText('Diagnóstico presuntivo'), ' Texto longo.');

    expect(
      await within(article).findByText(`Não salvo: ${TOO_LARGE}`, undefined, { timeout: 5000 }),
    ).toBeDefined();
    // The same text would be refused again: no retry on a timer.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });
});

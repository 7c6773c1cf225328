import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IssueDraftProvider, useIssueDraft } from './issue-draft.tsx';
import { ResponsavelPanel } from './responsavel-panel.tsx';

/** What every delivery of the visit reads from the draft. */
function DraftProbe() {
  const { draft } = useIssueDraft();
  return <output aria-label="rascunho">{JSON.stringify(draft)}</output>;
}

describe('the responsável panel', () => {
  it("starts from the tutor's name typed in the patient block and holds the rest for every delivery", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <IssueDraftProvider initialName="Maria José da Conceição">
        <ResponsavelPanel />
        <DraftProbe />
      </IssueDraftProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Responsável pelo animal' })).toBeDefined();
    expect((screen.getByLabelText('Nome do responsável') as HTMLInputElement).value).toBe(
      'Maria José da Conceição',
    );
    await user.type(screen.getByLabelText(/CPF do responsável/), '52998224725');
    await user.type(screen.getByLabelText(/Endereço do responsável/), 'Rua das Flores, 10');
    await user.type(screen.getByLabelText(/Celular do tutor/), '11987654321');
    await user.type(screen.getByLabelText(/E-mail do tutor/), 'maria@exemplo.com.br');
    expect(JSON.parse(screen.getByRole('status', { name: 'rascunho' }).textContent ?? '{}')).toEqual({
      responsavelNome: 'Maria José da Conceição',
      responsavelCpf: '529.982.247-25',
      responsavelEndereco: 'Rua das Flores, 10',
      telefone: '(11) 98765-4321',
      email: 'maria@exemplo.com.br',
    });
    // Page memory only: nothing of the tutor in this browser's storage.
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('follows the name typed later in the patient block, until the vet writes another one here', async () => {
    const user = userEvent.setup({ delay: null });
    const tree = (name: string) => (
      <IssueDraftProvider initialName={name}>
        <ResponsavelPanel />
      </IssueDraftProvider>
    );
    const { rerender } = render(tree(''));
    const field = screen.getByLabelText('Nome do responsável') as HTMLInputElement;
    rerender(tree('Maria'));
    expect(field.value).toBe('Maria');
    await user.clear(field);
    await user.type(field, 'João Souza');
    rerender(tree('Maria José'));
    expect(field.value).toBe('João Souza');
  });

  it('starts empty without a name from the patient block', () => {
    render(
      <IssueDraftProvider>
        <ResponsavelPanel />
      </IssueDraftProvider>,
    );
    expect((screen.getByLabelText('Nome do responsável') as HTMLInputElement).value).toBe('');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadOnlyNotice } from './read-only-notice.tsx';

describe('ReadOnlyNotice', () => {
  it("names the author of a colleague's consultation", () => {
    render(<ReadOnlyNotice reason="other-author" authorName="Bruno Lima" />);
    expect(screen.getByTestId('somente-leitura').textContent).toContain('Consulta registrada por Bruno Lima');
  });

  it('tells a vet who left the unit why their own consultation no longer changes', () => {
    render(<ReadOnlyNotice reason="left-unit" authorName="Ana Souza" />);
    const notice = screen.getByTestId('somente-leitura').textContent ?? '';
    expect(notice).toContain('Você não faz mais parte da unidade desta consulta');
    expect(notice).not.toContain('registrada por');
  });
});

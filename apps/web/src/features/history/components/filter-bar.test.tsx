import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, foldedFilterCount, type HistoryFilters } from '../history-filters.ts';
import { FilterBar } from './filter-bar.tsx';

/** The panel that folds on phones: the one the "Filtros" button controls. */
function foldedPanel() {
  const toggle = screen.getByRole('button', { name: /^Filtros/ });
  return { toggle, panel: document.getElementById(toggle.getAttribute('aria-controls') ?? '') };
}

describe('history filters on phones', () => {
  it('fold species and dates behind "Filtros", keeping the name search in view', async () => {
    const user = userEvent.setup();
    render(<FilterBar filters={EMPTY_FILTERS} errors={{}} onChange={vi.fn()} />);
    const { toggle, panel } = foldedPanel();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Tailwind's max-sm:hidden hides it below 640 px; wider screens show every field.
    expect(panel?.className).toContain('max-sm:hidden');
    expect(panel?.contains(screen.getByLabelText('Espécie'))).toBe(true);
    expect(panel?.contains(screen.getByLabelText('De'))).toBe(true);
    expect(panel?.contains(screen.getByLabelText('Nome do animal'))).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).not.toContain('max-sm:hidden');
    await user.click(toggle);
    expect(panel?.className).toContain('max-sm:hidden');
  });

  it('show on the button how many of the folded filters are in use', () => {
    const filters: HistoryFilters = { q: 'Thor', species: 'gato', from: '2025-03-01', to: '' };
    render(<FilterBar filters={filters} errors={{}} onChange={vi.fn()} />);
    const { toggle } = foldedPanel();
    expect(toggle.getAttribute('aria-label')).toBe('Filtros, 2 em uso');
    expect(toggle.textContent).toBe('Filtros2');
  });

  it('never hide a date that needs fixing', () => {
    const filters: HistoryFilters = { ...EMPTY_FILTERS, from: '2025-03-10', to: '2025-03-01' };
    render(
      <FilterBar
        filters={filters}
        errors={{ to: 'A data inicial deve ser igual ou anterior à data final.' }}
        onChange={vi.fn()}
      />,
    );
    const { toggle, panel } = foldedPanel();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).not.toContain('max-sm:hidden');
  });

  it('count species, start and end date, not the name search', () => {
    expect(foldedFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(foldedFilterCount({ q: 'Mel', species: '', from: '', to: '' })).toBe(0);
    expect(foldedFilterCount({ q: '', species: 'cao', from: '2025-01-01', to: '2025-02-01' })).toBe(3);
  });
});

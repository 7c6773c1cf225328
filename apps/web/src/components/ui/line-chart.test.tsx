import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list.tsx';
import { LineChart } from './line-chart.tsx';

const formatLabel = (day: string) => day.slice(8, 10);
const formatValue = (value: number) => String(value);

describe('LineChart', () => {
  it('gives screen readers a summary per series and the data as a table', () => {
    render(
      <LineChart
        title="Consultas por dia"
        labels={['2026-11-01', '2026-11-02', '2026-11-03']}
        series={[
          { label: 'Consultas', values: [1, 4, 2], color: '#0f766e' },
          { label: 'Documentos', values: [0, 0, 0], color: '#b45309', dashed: true },
        ]}
        formatLabel={formatLabel}
        formatValue={formatValue}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Consultas por dia' });
    expect(within(figure).getByText('Consultas: 7 no período, pico de 4 em 02')).toBeDefined();
    expect(within(figure).getByText('Documentos: 0 no período')).toBeDefined();
    const table = within(figure).getByRole('table', { name: 'Consultas por dia' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DiaConsultasDocumentos', '0110', '0240', '0320']);
    // jsdom has no ResizeObserver: no drawing, so the table is open as the chart itself.
    expect(figure.querySelector('details')?.open).toBe(true);
  });
});

describe('BarList', () => {
  it('reads each bar as label and value, and says when all are zero', () => {
    const { rerender } = render(
      <BarList
        title="Por plano"
        items={[
          { label: 'Grátis', value: 10 },
          { label: 'Pro Anual', value: 0 },
        ]}
        formatValue={formatValue}
        emptyText="Nada ainda."
      />,
    );
    const list = screen.getByRole('list', { name: 'Por plano' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grátis10', 'Pro Anual0']);
    rerender(
      <BarList
        title="Por plano"
        items={[{ label: 'Grátis', value: 0 }]}
        formatValue={formatValue}
        emptyText="Nada ainda."
      />,
    );
    expect(screen.getByText('Nada ainda.')).toBeDefined();
  });
});

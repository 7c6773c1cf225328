import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysToDay, dayInSaoPaulo, type FollowUp } from '@vetvoz/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { fullDay } from '../format.ts';
import { FollowUpsCard } from './follow-ups-card.tsx';
import { WeekFollowUps } from './week-follow-ups.tsx';

const today = dayInSaoPaulo(new Date());
const RETORNO: FollowUp = {
  id: 'f-1',
  consultationId: 'c-1',
  kind: 'retorno',
  description: 'Retorno para reavaliar',
  dueDate: addDaysToDay(today, 7),
  evidence: 'Retorno em sete dias',
  source: 'regras',
};

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the follow-ups of a consultation', () => {
  it('shows each date and the words it came from, and the author corrects one', async () => {
    let followUps = [RETORNO];
    const api = mockApi({
      routes: {
        'GET /api/consultations/c-1/follow-ups': () => json({ followUps }),
        'PATCH /api/follow-ups/f-1': (init) => {
          const input = JSON.parse(String(init?.body));
          followUps = [{ ...RETORNO, ...input, source: 'veterinario' }];
          return json(followUps[0]);
        },
      },
    });
    wrap(<FollowUpsCard consultationId="c-1" transcriptStamp="ready|" readOnly={false} />);
    const card = await screen.findByTestId('acompanhamentos');
    await waitFor(() => expect(card.textContent).toContain(fullDay(RETORNO.dueDate)));
    expect(card.textContent).toContain('em 7 dias');
    expect(card.textContent).toContain('“Retorno em sete dias”');
    await userEvent.click(within(card).getByRole('button', { name: 'Corrigir Retorno para reavaliar' }));
    const date = within(card).getByLabelText('Data');
    await userEvent.clear(date);
    await userEvent.type(date, addDaysToDay(today, 10));
    await userEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(card.textContent).toContain(fullDay(addDaysToDay(today, 10))));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      kind: 'retorno',
      description: 'Retorno para reavaliar',
      dueDate: addDaysToDay(today, 10),
    });
  });

  it('offers no changes to a reader of a unit consultation', async () => {
    mockApi({ routes: { 'GET /api/consultations/c-1/follow-ups': () => json({ followUps: [RETORNO] }) } });
    wrap(<FollowUpsCard consultationId="c-1" transcriptStamp="ready|" readOnly />);
    const card = await screen.findByTestId('acompanhamentos');
    await waitFor(() => expect(card.textContent).toContain('Retorno para reavaliar'));
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('"Retornos da semana"', () => {
  it('lists the animal, what and when, each linking to its consultation', async () => {
    mockApi({
      routes: {
        'GET /api/follow-ups/week': () =>
          json({
            from: today,
            to: addDaysToDay(today, 7),
            followUps: [{ ...RETORNO, dueDate: addDaysToDay(today, 1), patientName: 'Thor', species: 'cao' }],
          }),
      },
    });
    wrap(<WeekFollowUps />);
    const region = await screen.findByRole('region', { name: 'Retornos da semana' });
    const link = await within(region).findByRole('link', { name: /Thor/ });
    expect(link.getAttribute('href')).toBe('/consultation?id=c-1');
    expect(link.textContent).toContain('amanhã');
    expect(link.textContent).toContain('Retorno · Retorno para reavaliar');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultationView } from '@vetvoz/domain';
import { describe, expect, it, vi } from 'vitest';
import * as api from '../api/consultations.ts';
import { SpeakerLabels } from './speaker-labels.tsx';

const consultation = {
  id: '00000000-0000-4000-8000-000000000001',
  transcript: 'Desde quando ele vomita?\n\nDesde ontem, doutora.',
  speakers: [
    { role: 'veterinario', source: 'model' },
    { role: 'tutor', source: 'model' },
  ],
} as ConsultationView;

function renderLabels(view: ConsultationView, beforeChange = vi.fn(async () => undefined)) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SpeakerLabels consultation={view} beforeChange={beforeChange} />
    </QueryClientProvider>,
  );
  return { client, beforeChange };
}

describe('SpeakerLabels', () => {
  it('names each paragraph’s speaker in a menu, as a suggestion', () => {
    renderLabels(consultation);
    expect(screen.getByRole('heading', { name: 'Quem falou' })).toBeDefined();
    expect(
      (screen.getByRole('combobox', { name: 'Quem falou o parágrafo 1' }) as HTMLSelectElement).value,
    ).toBe('veterinario');
    expect(screen.getByRole('combobox', { name: 'Quem falou o parágrafo 2' })).toHaveProperty(
      'value',
      'tutor',
    );
    expect(screen.getAllByText('sugestão')).toHaveLength(2);
    expect(screen.getByText(/Sugestão do VetVoz/)).toBeDefined();
  });

  it('saves pending text first, then the paragraph’s new speaker', async () => {
    const user = userEvent.setup();
    const saved = {
      ...consultation,
      speakers: [consultation.speakers?.[0], { role: 'outro', source: 'vet' }],
    } as ConsultationView;
    const setSpeaker = vi.spyOn(api, 'setSpeaker').mockResolvedValue(saved);
    const { client, beforeChange } = renderLabels(consultation);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quem falou o parágrafo 2' }), 'Outro');
    expect(beforeChange).toHaveBeenCalled();
    expect(setSpeaker).toHaveBeenCalledWith(consultation.id, { paragraph: 1, role: 'outro' });
    expect(client.getQueryData(api.consultationKey(consultation.id))).toEqual(saved);
  });

  it('shows nothing when the transcript has no labels', () => {
    renderLabels({ ...consultation, speakers: [] });
    expect(screen.queryByRole('heading', { name: 'Quem falou' })).toBeNull();
  });
});

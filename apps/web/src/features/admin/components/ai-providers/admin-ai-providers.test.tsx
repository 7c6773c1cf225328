import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { AI_PROVIDERS } from '../../test-data.ts';

describe('/admin AI providers', { timeout: 20_000 }, () => {
  it('shows the configured providers, error rate and latencies of 24 h, and the queue', async () => {
    mockApi({ me: ADMIN, routes: { 'GET /api/admin/ai-providers': () => json(AI_PROVIDERS) } });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Provedores de IA' });
    expect(await within(region).findByText('Modelo whisper-1')).toBeDefined();
    expect(within(region).getByText('Modelo gpt-4o-mini')).toBeDefined();
    const installed = within(region).getByRole('list', { name: 'Provedores de texto neste servidor' });
    const items = within(installed).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Modelo localnode-llama-cpp 3.21.1',
      'Compatível com OpenAIem uso@ai-sdk/openai-compatible 2.0.87',
      'OpenAI@ai-sdk/openai 3.0.141',
      'Anthropic@ai-sdk/anthropic 3.0.140',
      'Google@ai-sdk/google não instalado',
    ]);
    const stt = within(region).getByRole('row', { name: /whisper-1/ });
    expect(within(stt).getByText('Transcrição')).toBeDefined();
    expect(within(stt).getByText('200')).toBeDefined();
    expect(within(stt).getByText('7% (14)')).toBeDefined();
    expect(within(stt).getByText('850 ms')).toBeDefined();
    expect(within(stt).getByText('2,4 s')).toBeDefined();
    expect(within(stt).getByText('TIMEOUT (10)')).toBeDefined();
    const text = within(region).getByRole('row', { name: /gpt-4o-mini/ });
    expect(within(text).getAllByText('—')).toHaveLength(4);

    const waiting = within(region).getByText('Aguardando');
    expect(waiting.parentElement?.textContent).toContain('3');
    expect(within(region).getByText('há 5 minutos')).toBeDefined();
    expect(within(region).getAllByText('document.generate').length).toBeGreaterThan(0);

    // The cost view: audio seconds per owner over 30 days.
    expect(within(region).getByText('Áudio transcrito nos últimos 30 dias')).toBeDefined();
    expect(within(region).getByText('3 h 30 min')).toBeDefined();
    const unit = within(region).getByRole('row', { name: /Clínica Bichos/ });
    expect(within(unit).getByText('Unidade')).toBeDefined();
    expect(within(unit).getByText('2 h 30 min')).toBeDefined();
    expect(within(unit).getByText('12')).toBeDefined();
  });

  it('says when no call ran in the window', async () => {
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/ai-providers': () =>
          json({
            ...AI_PROVIDERS,
            providers: [AI_PROVIDERS.providers[1]],
            queue: {
              ...AI_PROVIDERS.queue,
              waiting: 0,
              oldestWaitingAt: null,
              oldestWaitingType: null,
              byType: [],
            },
          }),
      },
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Provedores de IA' });
    expect(
      await within(region).findByText('Nenhuma chamada aos provedores nas últimas 24 horas.'),
    ).toBeDefined();
    expect(within(region).getByText('Nenhuma')).toBeDefined();
  });
});

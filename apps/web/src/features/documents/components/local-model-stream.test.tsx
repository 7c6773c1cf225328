import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

describe('documents drafted by the server’s embedded model', { timeout: 20_000 }, () => {
  it('shows the download percent from the stream, then the local-mode notice', async () => {
    const generating = documentRecord('anamnese', { status: 'generating', content: null });
    mockApi({
      routes: { 'GET /api/consultations/c-1/documents': () => json({ documents: [generating] }) },
    });
    renderSection();
    await screen.findByRole('tab', { name: /\(gerando\)/ });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const source = FakeEventSource.latest();
    await source.emit('document', { document: generating, local: { downloadPercent: 45 } });
    expect(await screen.findByText('Baixando o modelo local: 45%')).toBeDefined();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    await source.emit('document', { document: generating, local: { downloadPercent: null } });
    // Shown, and announced once as the stage changes.
    expect(await screen.findAllByText('modo local: alguns minutos por documento')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

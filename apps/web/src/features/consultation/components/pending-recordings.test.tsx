import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { QueueSnapshot, RecordingProgress } from '../capture/upload-queue.ts';
import { PendingRecordings } from './pending-recordings.tsx';

let snapshot: QueueSnapshot;
vi.mock('../hooks/use-capture.ts', () => ({ useUploadQueue: () => snapshot }));

function progress(patch: Partial<RecordingProgress>): RecordingProgress {
  return {
    id: 'c1',
    patientName: 'Thor',
    state: 'stopped',
    created: true,
    finished: true,
    pendingSegments: 0,
    sentSegments: 0,
    transcribingSegments: 0,
    uploadingIndex: null,
    lastError: null,
    nextRetryAt: null,
    blockedMessage: null,
    rejectedSegments: 0,
    interrupted: false,
    ...patch,
  };
}

function line(patch: Partial<RecordingProgress>) {
  snapshot = { online: true, signedOut: false, recordings: [progress(patch)] };
  render(
    <MemoryRouter>
      <PendingRecordings />
    </MemoryRouter>,
  );
  return screen.getByRole('listitem').textContent;
}

describe('PendingRecordings', () => {
  it('counts the segments still waiting to be sent', () => {
    expect(line({ pendingSegments: 2, transcribingSegments: 1 })).toBe(
      'Thor · 2 trechos aguardando envioAbrir',
    );
  });

  it('says the server is transcribing when nothing waits to be sent but its audio is still kept', () => {
    expect(line({ transcribingSegments: 1, sentSegments: 3 })).toBe('Thor · 1 trecho em transcriçãoAbrir');
  });

  it('shows nothing when no recording is on this device', () => {
    snapshot = { online: true, signedOut: false, recordings: [] };
    const { container } = render(
      <MemoryRouter>
        <PendingRecordings />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QueueSnapshot, RecordingProgress } from '../capture/upload-queue.ts';
import { UploadStatus } from './upload-status.tsx';

const QUEUE: QueueSnapshot = { online: true, signedOut: false, recordings: [] };

function progress(patch: Partial<RecordingProgress> = {}): RecordingProgress {
  return {
    id: 'c1',
    patientName: 'Thor',
    state: 'recording',
    created: true,
    finished: false,
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

function statusText(patch: Partial<RecordingProgress>, queue: QueueSnapshot = QUEUE) {
  render(
    <MemoryRouter>
      <UploadStatus progress={progress(patch)} queue={queue} />
    </MemoryRouter>,
  );
  return screen.queryByTestId('estado-envio')?.textContent ?? null;
}

describe('UploadStatus', () => {
  it('before any segment was sent, says the first one comes in a few seconds (not "all sent")', () => {
    const text = statusText({ sentSegments: 0 });
    expect(text).toBe('Primeiro trecho em alguns segundos…');
    expect(text).not.toContain('foram enviados');
  });

  it('counts what is waiting and what was already sent while uploading', () => {
    expect(statusText({ pendingSegments: 1, uploadingIndex: 0 })).toBe(
      'Enviando e transcrevendo: 1 trecho pendente.',
    );
  });

  it('adds the segments already sent to what is still waiting', () => {
    expect(statusText({ pendingSegments: 2, sentSegments: 3, uploadingIndex: 3 })).toBe(
      'Enviando e transcrevendo: 2 trechos pendentes, 3 já enviados.',
    );
  });

  it('says everything was sent only once a segment was sent and none waits', () => {
    expect(statusText({ sentSegments: 1 })).toBe(
      'Todos os trechos gravados até agora foram enviados (1 trecho).',
    );
  });

  it('says which of the segments sent the server is still transcribing', () => {
    expect(statusText({ sentSegments: 3, transcribingSegments: 1 })).toBe(
      'Todos os trechos gravados até agora foram enviados (3 trechos; 1 em transcrição).',
    );
  });

  it('does not promise a first segment for a stopped recording with nothing sent yet', () => {
    expect(statusText({ state: 'stopped' })).toBe('Preparando o envio da gravação…');
  });

  it('promises no first segment for an interrupted recording with nothing to send', () => {
    expect(statusText({ interrupted: true })).toBeNull();
  });

  it('says first that the consultation is being created on the server', () => {
    expect(statusText({ created: false })).toBe('Criando a consulta no servidor...');
  });

  it('says when the device is offline, with what it keeps', () => {
    expect(statusText({ pendingSegments: 2 }, { ...QUEUE, online: false })).toBe(
      'Sem conexão. 2 trechos guardados neste aparelho serão enviados quando a conexão voltar.',
    );
  });
});

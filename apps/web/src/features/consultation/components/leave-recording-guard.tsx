import { useCallback } from 'react';
import { type Location, useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isCapturing } from '../capture/session-store.ts';
import { useRecordingSession } from '../hooks/use-capture.ts';

/** True unless `next` is the page of the recording itself (where starting a recording leads). */
export function leavesRecording(next: Pick<Location, 'pathname' | 'search'>, recordingId: string): boolean {
  if (next.pathname !== '/consultation') return true;
  return new URLSearchParams(next.search).get('id') !== recordingId;
}

/**
 * While this tab records, a link inside the app asks before leaving the consultation page. Leaving is
 * allowed: the recording goes on and the header's pill leads back; the dialog only makes sure the vet
 * knows. Closing or reloading the tab is covered by the recorder's own beforeunload warning.
 */
export function LeaveRecordingGuard() {
  const session = useRecordingSession();
  const recordingId = isCapturing(session) ? session.recordingId : null;
  const shouldBlock = useCallback(
    ({ nextLocation }: { nextLocation: Location }) =>
      recordingId !== null && leavesRecording(nextLocation, recordingId),
    [recordingId],
  );
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title="Sair desta página?"
      description="A gravação continua se você sair desta página: o microfone segue gravando em segundo plano. Para voltar a ela ou encerrá-la, use o botão “Gravando” no topo da tela."
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            Sair mesmo assim
          </Button>
          <Button data-autofocus onClick={() => blocker.reset?.()}>
            Continuar aqui
          </Button>
        </>
      }
    />
  );
}

import { Clock, CloudOff, CloudUpload, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { QueueSnapshot, RecordingProgress } from '../capture/upload-queue.ts';
import { uploadQueue } from '../capture/upload-queue.ts';

function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What of this recording is still on this device and why: the vet must be able to trust that nothing
 * is lost, and see when the connection is the problem.
 */
export function UploadStatus({ progress, queue }: { progress: RecordingProgress; queue: QueueSnapshot }) {
  const seconds = useSecondsUntil(progress.nextRetryAt);
  const waiting = progress.pendingSegments;
  if (!queue.online) {
    return (
      <Notice tone="offline" icon={<CloudOff aria-hidden="true" className="size-5" />}>
        Sem conexão.{' '}
        {waiting > 0
          ? `${plural(waiting, 'trecho guardado', 'trechos guardados')} neste aparelho ${waiting === 1 ? 'será enviado' : 'serão enviados'} quando a conexão voltar.`
          : 'A gravação continua neste aparelho e será enviada quando a conexão voltar.'}
      </Notice>
    );
  }
  if (queue.signedOut) {
    return (
      <Notice tone="error" icon={<TriangleAlert aria-hidden="true" className="size-5" />}>
        Sua sessão expirou.{' '}
        <Link to="/login" className="font-semibold underline">
          Entre novamente
        </Link>{' '}
        para enviar os trechos pendentes; eles continuam guardados neste aparelho.
      </Notice>
    );
  }
  if (progress.lastError) {
    return (
      <Notice tone="error" icon={<TriangleAlert aria-hidden="true" className="size-5" />}>
        {progress.lastError}{' '}
        {waiting > 0 ? `${plural(waiting, 'trecho aguarda', 'trechos aguardam')} envio. ` : ''}
        {seconds !== null ? `Nova tentativa em ${seconds} s.` : ''}
        <Button
          size="sm"
          variant="secondary"
          className="mt-2 h-11 sm:mt-0 sm:ml-3 sm:h-9"
          onClick={() => uploadQueue.retryNow(progress.id)}
        >
          Tentar agora
        </Button>
      </Notice>
    );
  }
  if (!progress.created) {
    return (
      <Notice tone="busy" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}>
        Criando a consulta no servidor...
      </Notice>
    );
  }
  const sent = progress.sentSegments;
  if (progress.uploadingIndex !== null || waiting > 0) {
    return (
      <Notice tone="busy" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}>
        Enviando e transcrevendo: {plural(waiting, 'trecho pendente', 'trechos pendentes')}
        {sent > 0 ? `, ${plural(sent, 'já enviado', 'já enviados')}` : ''}.
      </Notice>
    );
  }
  // Nothing sent yet: the first segment is still being recorded, so "all sent" would not be true.
  // An interrupted one records nothing more: its panel says what to do, there is nothing to promise.
  if (sent === 0 && progress.interrupted) return null;
  if (sent === 0) {
    return (
      <Notice tone="busy" icon={<Clock aria-hidden="true" className="size-5" />}>
        {progress.state === 'recording'
          ? 'Primeiro trecho em alguns segundos…'
          : 'Preparando o envio da gravação…'}
      </Notice>
    );
  }
  return (
    <Notice tone="ok" icon={<CloudUpload aria-hidden="true" className="size-5" />}>
      Todos os trechos gravados até agora foram enviados ({plural(sent, 'trecho', 'trechos')}
      {progress.transcribingSegments > 0 ? `; ${progress.transcribingSegments} em transcrição` : ''}).
    </Notice>
  );
}

const TONES = {
  offline: 'border-slate-300 bg-slate-50 text-slate-800',
  error: 'border-amber-200 bg-amber-50 text-amber-900',
  busy: 'border-sky-200 bg-sky-50 text-sky-900',
  ok: 'border-emerald-200 bg-emerald-50 text-emerald-900',
} as const;

function Notice({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof TONES;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid="estado-envio"
      className={`flex items-start gap-3 rounded-xl border p-4 text-sm ${TONES[tone]}`}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

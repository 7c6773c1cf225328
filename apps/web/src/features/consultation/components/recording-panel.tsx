import { Pause, Play, Square } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { recordingSession, type SessionSnapshot } from '../capture/recording-session.ts';
import { AutoGenerateChoice } from './auto-generate-choice.tsx';
import { formatElapsed, spokenElapsed } from './format-duration.ts';
import { LevelMeter } from './level-meter.tsx';

/**
 * The recording in progress: time, level, the last lines of the live transcript right under the timer
 * (the vet sees it is being heard without scrolling), pause/continue and the big stop. The page's one
 * "Gravando".
 */
export function RecordingPanel({
  session,
  onStop,
  transcript,
}: {
  session: SessionSnapshot;
  onStop: () => void;
  /** The transcript so far; absent until the consultation reaches the server. */
  transcript?: string;
}) {
  const read = useCallback(() => recordingSession.readLevel(), []);
  const paused = session.status === 'paused';
  const stopping = session.status === 'stopping';
  const label = recordingSession.deviceLabel();
  const card = useRef<HTMLDivElement>(null);
  // Starting swaps the long form for this page: keep the panel, with Pausar and Encerrar, in view
  // instead of wherever the old scroll position lands (the footer, on a phone).
  useEffect(() => {
    const element = card.current;
    if (!element || typeof element.scrollIntoView !== 'function') return;
    const { top, bottom } = element.getBoundingClientRect();
    const headerHeight = 64;
    if (top < headerHeight || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={card} className="scroll-mt-20" data-testid="painel-gravacao">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-col items-center gap-4 text-center sm:gap-5">
          <p className="flex items-center gap-2 font-semibold text-sm" aria-live="polite">
            <span
              aria-hidden="true"
              className={cn(
                'size-2.5 rounded-full',
                paused ? 'bg-amber-500' : 'animate-pulse bg-red-600 motion-reduce:animate-none',
              )}
            />
            <span className={paused ? 'text-amber-800' : 'text-red-700'}>
              {stopping ? 'Encerrando...' : paused ? 'Gravação pausada' : 'Gravando'}
            </span>
          </p>
          <p className="font-semibold text-4xl text-slate-900 tabular-nums tracking-tight sm:text-6xl">
            <span aria-hidden="true" data-testid="tempo-gravacao">
              {formatElapsed(session.elapsedMs)}
            </span>
            <span className="sr-only">Tempo gravado: {spokenElapsed(session.elapsedMs)}</span>
          </p>
          <div className="w-full max-w-sm">
            <LevelMeter read={read} active={session.status === 'recording'} />
            {label ? <p className="mt-2 truncate text-slate-500 text-xs">{label}</p> : null}
          </div>
          <section aria-label="Transcrição ao vivo" className="w-full max-w-xl">
            {/* Bottom-aligned in a box of fixed height (the buttons stay put as words arrive), clipped inside
                the padding and faded at the top: the newest words stay in view, older ones fade out. */}
            <div className="rounded-xl bg-slate-50 px-4 py-3">
              <div
                aria-live="polite"
                data-testid="transcricao-ao-vivo"
                className="flex h-20 flex-col justify-end overflow-hidden whitespace-pre-wrap text-left text-slate-800 text-sm leading-relaxed [mask-image:linear-gradient(to_bottom,transparent,black_1.25rem)]"
              >
                {transcript ? (
                  <p>{transcript}</p>
                ) : (
                  <p className="text-slate-500">
                    O texto aparece aqui alguns segundos depois de cada trecho.
                  </p>
                )}
              </div>
            </div>
          </section>
          {/* In a column, flex-1 would set the height basis to 0 and squash the buttons: only side by side. */}
          <div className="flex w-full max-w-sm flex-col gap-3 sm:flex-row">
            {paused ? (
              <Button
                variant="secondary"
                size="lg"
                className="w-full shrink-0 sm:w-auto sm:flex-1"
                onClick={() => recordingSession.resume()}
              >
                <Play aria-hidden="true" className="size-5" />
                Continuar
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="lg"
                className="w-full shrink-0 sm:w-auto sm:flex-1"
                disabled={stopping}
                onClick={() => recordingSession.pause()}
              >
                <Pause aria-hidden="true" className="size-5" />
                Pausar
              </Button>
            )}
            <Button
              size="lg"
              className="w-full shrink-0 bg-red-600 sm:w-auto sm:flex-1 hover:bg-red-700 active:bg-red-800"
              disabled={stopping}
              onClick={onStop}
            >
              <Square aria-hidden="true" className="size-5 fill-current" />
              Encerrar gravação
            </Button>
          </div>
          {session.storageError ? (
            <p role="alert" className="text-red-700 text-sm">
              {session.storageError}
            </p>
          ) : null}
          <AutoGenerateChoice />
          <p className="max-w-md text-slate-500 text-xs">
            A tela fica acesa enquanto grava. Cada trecho é guardado neste aparelho e enviado assim que
            possível.
          </p>
        </div>
      </Card>
    </div>
  );
}

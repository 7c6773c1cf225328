import { FileAudio, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { AUDIO_FILE_ACCEPT, checkAudioFile, readAudioDuration } from '../capture/audio-file.ts';

/** "Enviar arquivo de áudio": a recording made elsewhere (the phone's recorder app, a call). */
export function AudioFilePicker({
  onFile,
  disabled,
}: {
  onFile: (file: File, durationSeconds: number | undefined) => Promise<void>;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const duration = await readAudioDuration(file);
      const problem = checkAudioFile(file, duration);
      if (problem) {
        setError(problem);
        return;
      }
      await onFile(file, duration);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível ler o arquivo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={AUDIO_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="arquivo-audio"
        onChange={onChange}
      />
      <Button
        variant="secondary"
        className="h-auto min-h-11 w-full whitespace-normal py-2"
        disabled={disabled || busy}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <FileAudio aria-hidden="true" className="size-4" />
        )}
        Enviar arquivo de áudio
      </Button>
      <p id={hintId} className="mt-1.5 text-slate-500 text-xs">
        mp3, m4a, wav, ogg ou webm · até 25 MB e 90 minutos
      </p>
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}

import { Camera, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from './avatar.tsx';
import { buttonClasses } from './button.tsx';
import { FieldError } from './form-field.tsx';

/** A preview URL for a picked file, released when the file changes or the view goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface PhotoInputProps {
  /** What is shown in the round preview: the picked file's URL or the saved photo. */
  src: string | null;
  /** For the initial shown when there is no photo. */
  name: string;
  onPick: (file: File) => void;
  /** Shown only when there is a photo to remove. */
  onRemove?: () => void;
  pending?: boolean;
  pendingLabel?: string;
  error?: string | null;
  /** A line beside the buttons (e.g. "Opcional. JPG, PNG ou WebP."). */
  hint?: string;
  /** Shown beside the photo, above the buttons (e.g. the user's name). */
  children?: ReactNode;
}

/**
 * Round photo preview with "Escolher foto" / "Trocar foto" and "Remover foto". The file input itself
 * sits inside the button-looking label, so keyboard and screen readers reach the real control.
 */
export function PhotoInput({
  src,
  name,
  onPick,
  onRemove,
  pending = false,
  pendingLabel = 'Enviando foto…',
  error,
  hint,
  children,
}: PhotoInputProps) {
  const errorId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again (after an error) still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div>
      <div className="flex items-center gap-4">
        <div className="relative">
          {src || name.trim() ? (
            // Keyed: a new picture must not inherit the "broken image" state of the previous one.
            <Avatar key={src ?? 'none'} src={src} name={name} size="lg" className="ring-slate-200" />
          ) : (
            <span className="flex size-20 items-center justify-center rounded-full bg-slate-100 text-slate-400">
              <UserRound aria-hidden="true" className="size-9" />
            </span>
          )}
          {pending ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          {children}
          <div className={cn('flex flex-wrap gap-2', children ? 'mt-3' : undefined)}>
            <label
              className={cn(
                buttonClasses('secondary', 'sm'),
                'cursor-pointer focus-within:outline-2 focus-within:outline-brand-600 focus-within:outline-offset-2',
                pending && 'pointer-events-none opacity-60',
              )}
            >
              <Camera aria-hidden="true" className="size-4" />
              {src ? 'Trocar foto' : 'Escolher foto'}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={pending}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
                onChange={onChange}
              />
            </label>
            {src && onRemove ? (
              <button
                type="button"
                onClick={onRemove}
                disabled={pending}
                className={buttonClasses('ghost', 'sm', 'text-slate-600')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remover foto
              </button>
            ) : null}
          </div>
          {pending ? (
            <p role="status" className="mt-2 text-slate-600 text-xs">
              {pendingLabel}
            </p>
          ) : hint ? (
            <p className="mt-2 text-slate-500 text-xs">{hint}</p>
          ) : null}
        </div>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

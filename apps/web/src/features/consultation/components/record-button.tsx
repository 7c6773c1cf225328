import { LoaderCircle, Mic, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The big round "Iniciar gravação" and the promise under it. Smaller on phones so that, with the
 * patient's name and species above it, it fits the first screen of a 390 × 844 phone.
 */
export function RecordButton({
  onClick,
  starting,
  disabled,
  children,
}: {
  onClick: () => void;
  starting: boolean;
  disabled: boolean;
  /** What went wrong on the last try (microphone denied, no consultations left). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        data-testid="iniciar-gravacao"
        className="flex size-28 flex-col items-center justify-center gap-1.5 rounded-full bg-red-600 font-semibold text-white shadow-lg ring-8 ring-red-100 transition hover:bg-red-700 focus-visible:outline-none focus-visible:ring-red-300 active:scale-95 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:active:scale-100 sm:size-36 sm:gap-2"
      >
        {starting ? (
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin sm:size-10" />
        ) : (
          <Mic aria-hidden="true" className="size-8 sm:size-10" />
        )}
        <span className="px-3 text-sm leading-tight">{starting ? 'Iniciando...' : 'Iniciar gravação'}</span>
      </button>
      <p className="flex max-w-sm items-start gap-2 text-left text-slate-600 text-xs leading-relaxed sm:text-sm">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          O áudio não é armazenado: fica só o texto, sem os dados do tutor. Sem internet, a gravação continua
          e é enviada quando a conexão voltar.
        </span>
      </p>
      {children}
    </div>
  );
}

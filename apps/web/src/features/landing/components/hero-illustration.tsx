import { FileText, Mic } from 'lucide-react';

/** Heights of the waveform bars, fixed so the drawing is identical on every render. */
const WAVE = [30, 55, 40, 75, 90, 60, 35, 70, 95, 65, 45, 80, 55, 30, 60, 85, 50, 40, 70, 45, 25, 55];

/**
 * A drawing of the product at work (a recording turning into a prescription draft). Decorative:
 * hidden from assistive technology, whose users get the same story from the hero text.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-slate-900/5 shadow-xl">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
              <Mic className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-slate-900 text-sm">Consulta em andamento</p>
              <p className="text-slate-500 text-xs">Thor · Canino · Golden Retriever</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 font-medium text-red-700 text-xs tabular-nums">
            <span className="size-1.5 animate-pulse rounded-full bg-red-500" />
            04:32
          </span>
        </div>
        <div className="mt-5 flex h-14 items-center justify-between">
          {WAVE.map((height, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
              key={index}
              className="w-1.5 rounded-full bg-brand-400/80 sm:w-2"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-600 text-xs leading-relaxed">
          “…apresenta otite externa no ouvido esquerdo. Vou prescrever limpeza com solução otológica duas
          vezes ao dia por sete dias…”
        </p>
      </div>

      <div className="-mt-4 relative mx-4 rounded-xl border border-slate-200 bg-white p-5 shadow-slate-900/10 shadow-xl sm:mx-10">
        <div className="flex items-center gap-2">
          <FileText className="size-4 text-brand-700" />
          <p className="font-semibold text-slate-900 text-sm">Receita — rascunho</p>
          <span className="ml-auto hidden rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs sm:inline">
            Pronto para revisar
          </span>
        </div>
        <div className="mt-4 space-y-2">
          <div className="h-2.5 w-11/12 rounded-full bg-slate-200" />
          <div className="h-2.5 w-9/12 rounded-full bg-slate-200" />
          <div className="h-2.5 w-10/12 rounded-full bg-slate-100" />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {['Anamnese', 'Receita', 'Orientações ao tutor'].map((label) => (
            <span key={label} className="rounded-md border border-slate-200 px-2 py-1 text-slate-600 text-xs">
              {label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

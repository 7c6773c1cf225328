import { Wrench } from 'lucide-react';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Replaces the whole app (no header, footer or banner) while maintenance mode is on. */
export function MaintenancePage({ message }: { message: string }) {
  useDocumentTitle('Em Manutenção');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-b from-brand-50 to-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-card">
        <div className="flex justify-center">
          <span className="relative">
            <LogoMark className="size-14" />
            <span className="-right-2 -bottom-2 absolute flex size-7 items-center justify-center rounded-full border-2 border-white bg-amber-400 text-amber-950">
              <Wrench aria-hidden="true" className="size-3.5" />
            </span>
          </span>
        </div>
        <h1 className="mt-6 font-bold text-2xl text-slate-900 tracking-tight">Em Manutenção</h1>
        <p className="mt-3 text-slate-600 leading-relaxed">{message}</p>
      </div>
    </main>
  );
}

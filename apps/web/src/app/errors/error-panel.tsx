import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What a user sees after a crash: plain words and one way out. Details stay in the console. */
export function ErrorPanel() {
  useDocumentTitle('Algo deu errado');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight">Algo deu errado</h1>
      <p className="mt-2 text-slate-600 leading-relaxed">
        Não foi possível exibir esta página. Recarregue para tentar de novo; se o problema continuar, fale com
        o nosso suporte.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Recarregar página
      </Button>
    </div>
  );
}

import { Inbox, Sparkles } from 'lucide-react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';
import { DemoGroup } from './demo-section.tsx';

/** Loading, empty, error and "Em breve": what a screen shows before or instead of its content. */
export function StateDemos() {
  return (
    <div className="flex flex-col gap-6">
      <DemoGroup label="Carregando">
        <div className="w-full rounded-lg border border-slate-200">
          <LoadingState label="Carregando consultas…" className="py-8" />
        </div>
      </DemoGroup>
      <DemoGroup label="Vazio">
        <div className="flex w-full flex-col items-center rounded-lg border border-slate-300 border-dashed px-4 py-8 text-center">
          <Inbox aria-hidden="true" className="size-6 text-slate-400" />
          <p className="mt-2 font-medium text-slate-800 text-sm">Nenhuma consulta ainda.</p>
          <p className="mt-1 max-w-sm text-slate-600 text-sm">
            Diga o que falta e o próximo passo, nunca deixe a área em branco.
          </p>
        </div>
      </DemoGroup>
      <DemoGroup label="Erro">
        <p role="alert" className="w-full rounded-lg bg-red-50 px-4 py-3 text-red-800 text-sm">
          Não foi possível carregar o histórico.{' '}
          <span className="font-semibold underline">Tentar novamente</span>
        </p>
      </DemoGroup>
      <DemoGroup label="Em breve">
        <div className="w-full">
          <PlaceholderPanel icon={Sparkles} title="Assinatura digital">
            Uma função que ainda não chegou, dita com honestidade e não como erro.
          </PlaceholderPanel>
        </div>
      </DemoGroup>
    </div>
  );
}

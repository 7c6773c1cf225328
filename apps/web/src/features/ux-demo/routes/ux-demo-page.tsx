import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ButtonDemos } from '../components/button-demos.tsx';
import { ChartDemos } from '../components/chart-demos.tsx';
import { DemoSection, type DemoSectionInfo } from '../components/demo-section.tsx';
import { DialogDemos } from '../components/dialog-demos.tsx';
import { FieldDemos } from '../components/field-demos.tsx';
import { NotificationItemDemos } from '../components/notification-item-demos.tsx';
import { StateDemos } from '../components/state-demos.tsx';
import { ToastDemos } from '../components/toast-demos.tsx';

const SECTIONS = {
  buttons: { id: 'botoes', title: 'Botões' },
  fields: { id: 'campos', title: 'Campos de formulário' },
  dialogs: { id: 'dialogos', title: 'Diálogos' },
  toasts: { id: 'avisos', title: 'Avisos (toasts)' },
  states: { id: 'estados', title: 'Estados de carregamento e vazio' },
  notification: { id: 'item-notificacao', title: 'Item de notificação' },
  charts: { id: 'graficos', title: 'Gráficos' },
} satisfies Record<string, DemoSectionInfo>;

/** The living style guide: every interface component working, so a UI change is checked in one place. */
export function UxDemoPage() {
  return (
    <PageFrame
      title="Demonstração de Interface"
      description="Os componentes de interface do VetVoz em funcionamento, para conferência da equipe."
    >
      <nav aria-label="Índice da demonstração" className="mb-6">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {Object.values(SECTIONS).map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center whitespace-nowrap rounded-full border border-slate-200 bg-white px-3.5 font-medium text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-6">
        <DemoSection
          section={SECTIONS.buttons}
          description="Quatro variantes em três tamanhos; 44 px de altura no toque."
        >
          <ButtonDemos />
        </DemoSection>
        <DemoSection
          section={SECTIONS.fields}
          description="Máscaras enquanto se digita, dicas, campos opcionais e erros lidos junto com o campo."
        >
          <FieldDemos />
        </DemoSection>
        <DemoSection
          section={SECTIONS.dialogs}
          description="Diálogos modais: o resto da página fica inerte e o foco volta a quem abriu."
        >
          <DialogDemos />
        </DemoSection>
        <DemoSection
          section={SECTIONS.toasts}
          description="Somem sozinhos após 5 segundos, exceto os de carregamento e os persistentes."
        >
          <ToastDemos />
        </DemoSection>
        <DemoSection
          section={SECTIONS.states}
          description="O que uma tela mostra antes ou no lugar do conteúdo."
        >
          <StateDemos />
        </DemoSection>
        <DemoSection
          section={SECTIONS.notification}
          description="O item da gaveta de notificações: não lida com conteúdo, lida e com data inválida."
        >
          <NotificationItemDemos />
        </DemoSection>
        <DemoSection
          section={SECTIONS.charts}
          description="Gráfico de linhas com resumo para leitores de tela e tabela de dados; barras em HTML."
        >
          <ChartDemos />
        </DemoSection>
      </div>
    </PageFrame>
  );
}

import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/index.ts';

const PROGRESS_STEP = 5;
const PROGRESS_INTERVAL_MS = 800;

/** Shows a loading toast moving to 100% and then turning into a success, like a transcription. */
function startProgressDemo() {
  let progress = 0;
  const id = toast.loading('Transcrevendo áudio', {
    progress,
    message: 'Enviando e transcrevendo os trechos gravados.',
  });
  const timer = window.setInterval(() => {
    progress += PROGRESS_STEP;
    if (!toast.get(id)) {
      window.clearInterval(timer);
      return;
    }
    if (progress < 100) {
      toast.update(id, { progress });
      return;
    }
    window.clearInterval(timer);
    toast.update(id, {
      type: 'success',
      title: 'Transcrição concluída',
      message: 'O texto já pode ser revisado.',
      progress: undefined,
    });
  }, PROGRESS_INTERVAL_MS);
}

const DEMOS: Array<{ label: string; run: () => void }> = [
  {
    label: 'Sucesso',
    run: () =>
      toast.success('Documento salvo', { message: 'A anamnese foi salva no histórico da consulta.' }),
  },
  {
    label: 'Erro',
    run: () =>
      toast.error('Falha ao gerar o documento', {
        message: 'O serviço de IA não respondeu. Tente novamente em instantes.',
      }),
  },
  {
    label: 'Aviso',
    run: () =>
      toast.warning('Conexão instável', {
        message: 'Os trechos de áudio serão enviados assim que a conexão voltar.',
      }),
  },
  {
    label: 'Informação',
    run: () =>
      toast.info('Receita pronta para revisão', { message: 'Revise o texto antes de enviar ao tutor.' }),
  },
  { label: 'Carregamento com progresso', run: startProgressDemo },
  {
    label: 'Carregamento sem progresso',
    run: () => {
      const id = toast.loading('Gerando PDF', { message: 'Fica até a tarefa terminar.' });
      window.setTimeout(() => toast.update(id, { type: 'success', title: 'PDF pronto' }), 3000);
    },
  },
  {
    label: 'Com ações',
    run: () =>
      toast.info('Consulta anterior não finalizada', {
        message: 'Deseja retomar a gravação de Thor?',
        actions: [
          { label: 'Retomar', variant: 'primary', onClick: () => toast.success('Gravação retomada') },
          { label: 'Descartar', onClick: () => toast.info('Gravação descartada') },
        ],
      }),
  },
  {
    label: 'Persistente',
    run: () =>
      toast.warning('Sua cota está acabando', {
        message: 'Restam 2 consultas no período. Esta mensagem fica até você fechá-la.',
        persistent: true,
      }),
  },
  {
    label: 'Falha ao marcar como lida',
    run: () => toast.error('Falha ao marcar notificação como lida.'),
  },
];

/** Every toast type of the spec (§2, §3 Toast item), each from the same API the app uses. */
export function ToastDemos() {
  return (
    <div className="flex flex-wrap gap-3">
      {DEMOS.map((demo) => (
        <Button key={demo.label} variant="secondary" onClick={demo.run}>
          {demo.label}
        </Button>
      ))}
      <Button variant="ghost" onClick={() => toast.clear()}>
        Limpar todos
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteConsultationDialog } from '../../../components/ui/delete-consultation-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';

type OpenDialog = 'info' | 'form' | 'destructive' | null;

/** The modal dialogs: informative, with a form, and the destructive confirmation (the app's own). */
export function DialogDemos() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const close = () => setOpen(null);

  // Demonstration only: nothing is deleted, the wait shows the dialog's busy state.
  const confirmDelete = () => {
    setBusy(true);
    window.setTimeout(() => {
      setBusy(false);
      setOpen(null);
      toast.success('Consulta excluída', { message: 'Demonstração: nada foi apagado.' });
    }, 1200);
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setOpen('info')}>
        Diálogo informativo
      </Button>
      <Button variant="secondary" onClick={() => setOpen('form')}>
        Diálogo com formulário
      </Button>
      <Button variant="danger" onClick={() => setOpen('destructive')}>
        Confirmação destrutiva
      </Button>

      <Dialog
        open={open === 'info'}
        onClose={close}
        title="Como funciona a transcrição"
        description="Um diálogo fecha com Esc, com o X ou clicando fora; o foco volta ao botão que o abriu."
        footer={
          <Button onClick={close} data-autofocus>
            Entendi
          </Button>
        }
      >
        <p className="text-slate-700 text-sm leading-relaxed">
          O áudio da consulta é transcrito em trechos e não fica guardado: só o texto, com os dados do tutor
          removidos.
        </p>
      </Dialog>

      <Dialog
        open={open === 'form'}
        onClose={close}
        title="Nova unidade"
        description="O primeiro campo recebe o foco ao abrir."
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button
              onClick={() => {
                close();
                toast.success('Unidade criada', { message: `Demonstração: “${name || 'sem nome'}”.` });
                setName('');
              }}
            >
              Criar unidade
            </Button>
          </>
        }
      >
        <TextField
          label="Nome da unidade"
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-autofocus
        />
      </Dialog>

      <DeleteConsultationDialog
        open={open === 'destructive'}
        description="A transcrição e os documentos de Thor (canino) serão excluídos. Esta ação não pode ser desfeita."
        busy={busy}
        error={null}
        onCancel={close}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogState } from '../../../components/ui/use-modal-dialog.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { ExportLink } from './export-link.tsx';

/** LGPD rights on the user's own data: a copy (portability) and erasure. */
export function DataRights() {
  const deleting = useDialogState();
  return (
    <>
      <div className="divide-y divide-slate-100">
        <div className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">Baixar meus dados</h3>
            <p className="mt-0.5 text-slate-600 text-sm">
              Uma cópia de tudo o que guardamos sobre você: perfil, consultas, transcrições e documentos (em
              JSON e PDF), num arquivo .zip.
            </p>
          </div>
          <ExportLink className="w-full shrink-0 sm:w-auto" />
        </div>
        <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">Excluir minha conta</h3>
            <p className="mt-0.5 text-slate-600 text-sm">
              Apaga sua conta, suas consultas e seus documentos de forma definitiva.
            </p>
          </div>
          <Button variant="danger" onClick={() => deleting.show()} className="w-full shrink-0 sm:w-auto">
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir minha conta
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting.open} onClose={deleting.close} />
    </>
  );
}

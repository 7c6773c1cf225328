import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PROFILE_EXPORT_URL } from '../api/account.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** LGPD rights on the user's own data: a copy (portability) and erasure. */
export function DataRights() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <div className="divide-y divide-slate-100">
        <div className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">Baixar meus dados</h3>
            <p className="mt-0.5 text-slate-600 text-sm">
              Uma cópia de tudo o que guardamos sobre você, em JSON.
            </p>
          </div>
          {/* A plain download link: the browser sends the session cookie and saves the file itself. */}
          <a
            href={PROFILE_EXPORT_URL}
            download="meus-dados-vetvoz.json"
            className={buttonClasses('secondary', 'md', 'w-full shrink-0 sm:w-auto')}
          >
            <Download aria-hidden="true" className="size-4" />
            Baixar meus dados
          </a>
        </div>
        <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">Excluir minha conta</h3>
            <p className="mt-0.5 text-slate-600 text-sm">Apaga sua conta e seus dados de forma definitiva.</p>
          </div>
          <Button variant="danger" onClick={() => setDeleting(true)} className="w-full shrink-0 sm:w-auto">
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir minha conta
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}

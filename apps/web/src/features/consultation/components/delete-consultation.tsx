import { Ellipsis, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteConsultationDialog } from '../../../components/ui/delete-consultation-dialog.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { useConfirm } from '../../../components/ui/use-confirm.ts';
import { discardConsultation } from '../capture/start-consultation.ts';

const FAILURE = 'Não foi possível excluir a consulta.';

/**
 * Deleting is final (the transcript and anything still on this device): always asked first, and kept in a
 * "⋯" menu rather than beside the consultation's title, where it was the first thing seen after a recording.
 */
export function DeleteConsultation({
  id,
  patientName,
  onDeleted,
}: {
  id: string;
  patientName: string;
  onDeleted: () => void;
}) {
  const remove = useConfirm(
    async () => {
      await discardConsultation(id);
      toast.success('Consulta excluída.');
      onDeleted();
    },
    { describeFailure: (failure) => (failure instanceof Error ? failure.message : FAILURE) },
  );

  return (
    <>
      <ConsultationMenu onDelete={() => remove.ask()} />
      <DeleteConsultationDialog
        {...remove.dialog}
        description={`A consulta de ${patientName}, com a transcrição e o que ainda não foi enviado deste aparelho, será apagada. Não é possível desfazer.`}
      />
    </>
  );
}

function ConsultationMenu({ onDelete }: { onDelete: () => void }) {
  const [shown, setShown] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!shown) return;
    first.current?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setShown(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [shown]);
  return (
    <div ref={root} className="relative">
      <Button
        // Bordered: three dots alone read as a stray mark, not as a button.
        variant="secondary"
        size="sm"
        className="size-11 px-0 sm:size-9"
        aria-haspopup="menu"
        aria-expanded={shown}
        aria-controls={menuId}
        onClick={() => setShown((value) => !value)}
      >
        <Ellipsis aria-hidden="true" className="size-5 text-slate-700" />
        <span className="sr-only">Mais ações da consulta</span>
      </Button>
      {shown ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Mais ações da consulta"
          className="absolute right-0 z-20 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <button
            ref={first}
            type="button"
            role="menuitem"
            onClick={() => {
              setShown(false);
              onDelete();
            }}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-red-700 text-sm hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir consulta
          </button>
        </div>
      ) : null}
    </div>
  );
}

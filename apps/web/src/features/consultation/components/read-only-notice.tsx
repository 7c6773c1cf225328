import type { ConsultationView } from '@vetvoz/domain';
import { Eye } from 'lucide-react';

/**
 * Says why the page offers no editing: another vet's unit consultation (the author signs its documents), or
 * the reader's own from a unit they left, which stays in the unit's record (docs/product-rules.md).
 */
export function ReadOnlyNotice({
  reason,
  authorName,
}: {
  reason: ConsultationView['readOnlyReason'];
  authorName: string | undefined;
}) {
  return (
    <p
      data-testid="somente-leitura"
      className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 text-sm"
    >
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
      {reason === 'left-unit' ? (
        <span>
          <strong className="font-semibold">Somente leitura.</strong> Você não faz mais parte da unidade desta
          consulta: ela continua no prontuário da unidade. Você pode lê-la e baixar uma cópia, mas não editar,
          gerar, emitir ou enviar documentos.
        </span>
      ) : (
        <span>
          <strong className="font-semibold">Somente leitura.</strong> Consulta registrada por{' '}
          {authorName || 'outro veterinário da unidade'}: só quem a registrou edita, gera, emite e envia os
          documentos. Você pode baixar uma cópia para o prontuário, assinada por quem a registrou.
        </span>
      )}
    </p>
  );
}

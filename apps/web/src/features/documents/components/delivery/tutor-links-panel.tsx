import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPE_LABELS, type TutorLink } from '@vetvoz/domain';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { revokeTutorLink, tutorLinksKey, useTutorLinks } from '../../api/tutor-links.ts';

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });

function stateOf(link: TutorLink): string {
  if (link.status === 'revoked') return 'Revogado';
  if (link.status === 'expired') return `Expirou em ${day.format(new Date(link.expiresAt))}`;
  return `Válido até ${day.format(new Date(link.expiresAt))}`;
}

/**
 * The private links sent to the tutor from this consultation: what each holds, until when it opens,
 * and "Revogar" for the author (the ciphertext is erased at once; docs/decisions/038).
 */
export function TutorLinksPanel({
  consultationId,
  canRevoke,
}: {
  consultationId: string;
  canRevoke: boolean;
}) {
  const links = useTutorLinks(consultationId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const list = links.data ?? [];
  if (list.length === 0) return null;

  async function revoke(link: TutorLink) {
    setBusy(link.id);
    try {
      await revokeTutorLink(link.id);
      toast.success('Link revogado. O tutor não consegue mais abrir os documentos por ele.');
      await queryClient.invalidateQueries({ queryKey: tutorLinksKey(consultationId) });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Não foi possível revogar o link.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-label="Links enviados ao tutor" className="pt-2 pb-1" data-testid="tutor-links">
      <h3 className="flex items-center gap-1.5 font-medium text-slate-700 text-sm">
        <Link2 aria-hidden="true" className="size-4 text-slate-500" />
        Links enviados ao tutor
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {list.map((link) => (
          <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="text-slate-800">
                {link.documentTypes.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ')}
              </p>
              <p className="text-slate-600 text-xs">
                Enviado em {when.format(new Date(link.createdAt))} · {stateOf(link)}
              </p>
            </div>
            {canRevoke && link.status === 'active' ? (
              <Button
                variant="danger"
                size="sm"
                disabled={busy !== null}
                onClick={() => void revoke(link)}
                aria-label={`Revogar o link de ${link.documentTypes.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ')}`}
              >
                {busy === link.id ? 'Revogando…' : 'Revogar'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

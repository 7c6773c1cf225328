import type { DocumentType } from '@vetvoz/domain';
import { Building2, ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { useIssuerProfile } from '../../api/issuer-profile.ts';
import { useIssueDraft } from './issue-draft.tsx';

export const ESTABLISHMENT_NUDGE_TEXT =
  'Complete os dados do estabelecimento para que o cabeçalho da receita saia completo';

/**
 * Whether to ask for the establishment first: a receita is about to leave and the profile has none.
 * Asked once per visit; the vet may always go on ("Emitir assim mesmo").
 */
export function useEstablishmentNudge(types: readonly DocumentType[]) {
  const profile = useIssuerProfile();
  const { establishmentNudgeDismissed, dismissEstablishmentNudge } = useIssueDraft();
  const show =
    types.includes('receita') && profile.data?.establishment === null && !establishmentNudgeDismissed;
  return { show, dismiss: dismissEstablishmentNudge };
}

/** The prompt itself: what is missing, where to fill it in (a new tab keeps this visit's data), go on. */
export function EstablishmentNudge() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-3">
        <p className="text-sm">{ESTABLISHMENT_NUDGE_TEXT}: nome, CNPJ, endereço e telefone da clínica.</p>
        <a
          href="/profile#estabelecimento"
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary', 'sm', 'w-full sm:w-fit')}
        >
          Completar no perfil
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      </div>
    </div>
  );
}

import { type MyUnitInvitation, UNIT_ROLE_LABELS } from '@vetvoz/domain';
import { Check, LoaderCircle, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { acceptInvitation, leaveUnit } from '../api/business-units-api.ts';
import { formatUnitDate } from '../model/format.ts';
import { useUnitAction } from '../model/use-action.ts';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/** A pending invitation to me: "Aceitar" (with a confirmed e-mail) or "Recusar". */
export function InvitationCard({
  invitation,
  highlighted,
  canAccept,
  onAccepted,
}: {
  invitation: MyUnitInvitation;
  /** The one the e-mail's link named (`?convite=`). */
  highlighted: boolean;
  canAccept: boolean;
  onAccepted: (unitName: string) => void;
}) {
  const accept = useUnitAction(() => acceptInvitation(invitation.unitId));
  const decline = useUnitAction(() => leaveUnit(invitation.unitId));
  const [declining, setDeclining] = useState(false);
  return (
    <Card
      className={cn('p-4 sm:p-5', highlighted && 'border-brand-300 ring-4 ring-brand-100')}
      data-testid={highlighted ? 'convite-destacado' : undefined}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <h3 className="break-words font-semibold text-slate-900">
              {highlighted ? 'Seu convite: ' : 'Convite: '}
              {invitation.unitName}
            </h3>
            <p className="mt-0.5 text-slate-600 text-sm">
              {invitation.ownerName ? `De ${invitation.ownerName}, ` : ''}como{' '}
              {UNIT_ROLE_LABELS[invitation.role]}
              {' · '}
              {formatUnitDate(invitation.invitedAt)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => setDeclining(true)} disabled={accept.busy}>
            Recusar
          </Button>
          <Button
            onClick={async () => {
              if ((await accept.run()).ok) onAccepted(invitation.unitName);
            }}
            disabled={!canAccept || accept.busy}
            aria-label={`Aceitar o convite de ${invitation.unitName}`}
          >
            {accept.busy ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            Aceitar
          </Button>
        </div>
      </div>
      {accept.error ? <UnitErrorNotice error={accept.error} className="mt-4" /> : null}
      <ConfirmDialog
        open={declining}
        title={`Recusar o convite de ${invitation.unitName}?`}
        description="Para entrar depois, será preciso um novo convite."
        confirmLabel="Recusar convite"
        busy={decline.busy}
        error={decline.error ? <UnitErrorNotice error={decline.error} /> : null}
        onCancel={() => {
          setDeclining(false);
          decline.reset();
        }}
        onConfirm={async () => {
          if ((await decline.run()).ok) setDeclining(false);
        }}
      />
    </Card>
  );
}

import type { UnitSummary } from '@vetvoz/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { leaveUnit } from '../api/business-units-api.ts';
import { useUnitAction } from '../model/use-action.ts';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/** "Sair da unidade", confirmed first. The owner has none: a unit is not left without its owner. */
export function LeaveUnitButton({ unit }: { unit: UnitSummary }) {
  const [open, setOpen] = useState(false);
  const leave = useUnitAction(() => leaveUnit(unit.id));
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sair da unidade
      </Button>
      <ConfirmDialog
        open={open}
        title={`Sair de ${unit.name}?`}
        description="Suas próximas consultas serão pessoais. As consultas que você já fez continuam com você."
        confirmLabel="Sair da unidade"
        busy={leave.busy}
        error={leave.error ? <UnitErrorNotice error={leave.error} /> : null}
        onCancel={() => {
          setOpen(false);
          leave.reset();
        }}
        onConfirm={async () => {
          if ((await leave.run()).ok) setOpen(false);
        }}
      />
    </>
  );
}

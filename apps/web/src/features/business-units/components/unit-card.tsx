import { UNIT_ROLE_LABELS, type UnitSummary } from '@vetvoz/domain';
import { ChartColumn, ChevronDown, LayoutDashboard, Users } from 'lucide-react';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCount, planText } from '../model/format.ts';
import { LeaveUnitButton } from './leave-unit-button.tsx';
import { MembersPanel } from './members-panel.tsx';
import { UnitPlanPanel } from './unit-plan-panel.tsx';
import { UnitQuotaMeter } from './unit-quota-meter.tsx';

/** One of my units: my role, its pool, and what I may do there. */
export function UnitCard({
  unit,
  expanded,
  onToggle,
}: {
  unit: UnitSummary;
  expanded: boolean;
  onToggle: () => void;
}) {
  const headingId = useId();
  const panelId = useId();
  const members =
    unit.activeMembers === 1 ? '1 membro ativo' : `${formatCount(unit.activeMembers)} membros ativos`;
  return (
    <Card className={cn('p-4 sm:p-6', expanded && 'ring-2 ring-brand-100')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-lg text-slate-900">
            {unit.name}
          </h3>
          <p className="mt-1 text-slate-600 text-sm">
            <span className="font-medium text-slate-800">Seu papel: {UNIT_ROLE_LABELS[unit.myRole]}</span>
            {' · '}
            {planText(unit.plan)}
            {' · '}
            {members}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {unit.canManage ? (
            <>
              <ButtonLink
                to={`/business-units/${encodeURIComponent(unit.id)}/usage`}
                variant="secondary"
                size="sm"
              >
                <ChartColumn aria-hidden="true" className="size-4" />
                Ver uso
              </ButtonLink>
              <ButtonLink
                to={`/business-unit-dashboard?unidade=${encodeURIComponent(unit.id)}`}
                variant="secondary"
                size="sm"
              >
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Painel
              </ButtonLink>
            </>
          ) : null}
          {unit.myRole !== 'owner' ? <LeaveUnitButton unit={unit} /> : null}
        </div>
      </div>
      <UnitQuotaMeter quota={unit.quota} className="mt-4 max-w-md" />
      {unit.myRole === 'owner' ? <UnitPlanPanel unitId={unit.id} unitName={unit.name} /> : null}
      {unit.canManage ? (
        <div className="mt-4 border-slate-200 border-t pt-3">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
          >
            <Users aria-hidden="true" className="size-4" />
            Gerenciar membros
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 motion-safe:transition-transform', expanded && 'rotate-180')}
            />
          </Button>
          <div id={panelId} hidden={!expanded} className="pt-3">
            {expanded ? <MembersPanel unitId={unit.id} headingId={headingId} /> : null}
          </div>
        </div>
      ) : (
        <p className="mt-4 text-slate-500 text-xs">
          Suas consultas nesta unidade usam a cota da equipe; o proprietário e os administradores as veem.
        </p>
      )}
    </Card>
  );
}

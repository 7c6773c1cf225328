import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useUnits } from '../api/business-units-query.ts';
import { CreateUnitForm } from '../components/create-unit-form.tsx';
import { InvitationsSection } from '../components/invitations-section.tsx';
import { UnitCard } from '../components/unit-card.tsx';
import { UnitErrorNotice } from '../components/unit-error-notice.tsx';

/**
 * /business-units: my units (owned and member of), invitations to accept (the e-mail's link adds
 * `?convite=<unitId>`), creating a unit, and managing members.
 */
export function BusinessUnitsPage() {
  const [search, setSearch] = useSearchParams();
  const convite = search.get('convite');
  const units = useUnits();
  const [openId, setOpenId] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  const active = units.data?.units.filter((unit) => unit.myStatus === 'active') ?? [];
  // With a single unit to manage, its members are what the owner came for.
  const managed = active.filter((unit) => unit.canManage);
  const expandedId = openId ?? (managed.length === 1 ? (managed[0]?.id ?? null) : null);

  return (
    <PageFrame
      title="Unidades de Negócio"
      description="Clínicas e hospitais que compartilham uma assinatura: crie unidades, convide a equipe e defina papéis."
    >
      <div className="grid gap-8">
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 text-sm empty:hidden"
        >
          {joined
            ? `Convite aceito: você agora faz parte de ${joined}. Escolha a unidade ao iniciar uma consulta.`
            : ''}
        </p>
        {units.isSuccess ? (
          <InvitationsSection
            convite={joined ? null : convite}
            units={units.data.units}
            onAccepted={(name) => {
              setJoined(name);
              if (convite) setSearch({}, { replace: true });
            }}
          />
        ) : null}

        <section aria-labelledby="minhas-unidades" className="grid gap-4">
          <h2 id="minhas-unidades" className="font-semibold text-lg text-slate-900">
            Minhas unidades
          </h2>
          {units.isPending ? (
            <LoadingState label="Carregando suas unidades…" className="py-12" />
          ) : units.isError ? (
            <UnitErrorNotice
              error={units.error}
              prefix="Não foi possível carregar suas unidades."
              onRetry={() => void units.refetch()}
            />
          ) : active.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 p-8 text-center">
              <Building2 aria-hidden="true" className="size-8 text-slate-400" />
              <p className="font-medium text-slate-800">Você ainda não faz parte de nenhuma unidade.</p>
              <p className="max-w-md text-slate-600 text-sm">
                Crie a unidade da sua clínica abaixo e convide a equipe, ou aceite o convite de um colega.
              </p>
            </Card>
          ) : (
            active.map((unit) => (
              <UnitCard
                key={unit.id}
                unit={unit}
                expanded={expandedId === unit.id}
                onToggle={() => setOpenId(expandedId === unit.id ? '' : unit.id)}
              />
            ))
          )}
        </section>

        <section aria-labelledby="criar-unidade">
          <Card className="p-4 sm:p-6">
            <h2 id="criar-unidade" className="flex items-center gap-2 font-semibold text-lg text-slate-900">
              <Plus aria-hidden="true" className="size-5 text-brand-700" />
              Criar unidade
            </h2>
            <p className="mt-1 mb-4 text-slate-600 text-sm">
              A equipe compartilha a cota de consultas; você e os administradores veem as consultas da
              unidade.
            </p>
            <CreateUnitForm onCreated={(id) => setOpenId(id)} />
          </Card>
        </section>
      </div>
    </PageFrame>
  );
}

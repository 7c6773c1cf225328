import {
  type DashboardConsultation,
  SPECIES_LABELS,
  UNIT_ROLE_LABELS,
  type UnitDashboard,
} from '@vetvoz/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { dayLabels, formatCount, formatUnitDate, formatUnitDateTime } from '../model/format.ts';
import { DailyChart } from './daily-chart.tsx';
import { MemberUsageTable } from './usage-tables.tsx';

const heading = 'mb-3 font-semibold text-slate-900';

export function PerDayCard({ perDay }: { perDay: UnitDashboard['perDay'] }) {
  const points = useMemo(
    () =>
      perDay.map((day) => {
        const labels = dayLabels(day.date);
        return { date: day.date, shortLabel: labels.short, longLabel: labels.long, count: day.count };
      }),
    [perDay],
  );
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const busiest = perDay.reduce<(typeof perDay)[number] | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  );
  const caption = busiest
    ? `Consultas por dia nos últimos 30 dias: ${formatCount(total)} no total; o dia com mais foi ${dayLabels(busiest.date).long}, com ${formatCount(busiest.count)}.`
    : 'Consultas por dia nos últimos 30 dias: nenhuma consulta.';
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className={heading}>Consultas por dia (30 dias)</h2>
      <DailyChart points={points} caption={caption} />
    </Card>
  );
}

export function MembersCard({ dashboard }: { dashboard: UnitDashboard }) {
  const total = dashboard.members.reduce((sum, member) => sum + member.consultations, 0);
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className={heading}>Consultas do período por membro</h2>
      {dashboard.members.length === 0 ? (
        <p className="text-slate-600 text-sm">Ninguém na equipe ainda.</p>
      ) : (
        <MemberUsageTable members={dashboard.members} total={total} />
      )}
    </Card>
  );
}

export function PendingInvitationsCard({
  invitations,
}: {
  invitations: UnitDashboard['pendingInvitations'];
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className={heading}>Convites pendentes</h2>
      {invitations.length === 0 ? (
        <p className="text-slate-600 text-sm">Nenhum convite esperando resposta.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {invitations.map((invitation) => (
            <li key={invitation.email} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
              <span className="min-w-0 break-all font-medium text-slate-800">
                {invitation.name.trim() || invitation.email}
              </span>
              <span className="text-slate-600">
                {UNIT_ROLE_LABELS[invitation.role]} · desde {formatUnitDate(invitation.invitedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The latest unit consultations: the animal, the author and the time; the clinic keeps the prontuário. */
export function RecentConsultationsCard({
  consultations,
}: {
  consultations: readonly DashboardConsultation[];
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className={heading}>Consultas recentes da unidade</h2>
      {consultations.length === 0 ? (
        <p className="text-slate-600 text-sm">
          Nenhuma consulta da unidade ainda. Ao iniciar uma consulta, cada membro escolhe a unidade.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {consultations.map((consultation) => (
            <li key={consultation.id} className="py-2">
              <Link
                to={`/consultation?id=${encodeURIComponent(consultation.id)}`}
                className="-mx-2 flex min-h-11 flex-wrap items-center justify-between gap-x-4 rounded-lg px-2 py-1 hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="font-medium text-brand-800">{consultation.patientName}</span>
                  <span className="text-slate-600"> · {SPECIES_LABELS[consultation.species]}</span>
                  <span className="block text-slate-500 text-xs">por {consultation.authorName}</span>
                </span>
                <span className="text-slate-600 tabular-nums">
                  {formatUnitDateTime(consultation.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

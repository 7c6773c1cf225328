import {
  MEMBER_STATUS_LABELS,
  type MemberUsage,
  UNIT_ROLE_LABELS,
  type UnitPeriodUsage,
} from '@vetvoz/domain';
import { formatCount, periodText } from '../model/format.ts';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2.5';

function roleText(member: MemberUsage): string {
  if (!member.role) return 'Ex-membro';
  const role = UNIT_ROLE_LABELS[member.role];
  return member.status === 'pending' ? `${role} · ${MEMBER_STATUS_LABELS.pending}` : role;
}

/** This period's consultations per member, most first, and the unit's total in the footer. */
export function MemberUsageTable({ members, total }: { members: readonly MemberUsage[]; total: number }) {
  const sorted = [...members].sort(
    (a, b) => b.consultations - a.consultations || a.name.localeCompare(b.name),
  );
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Consultas do período por membro</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600">
            <th scope="col" className={th}>
              Membro
            </th>
            <th scope="col" className={`${th} max-sm:hidden`}>
              Papel
            </th>
            <th scope="col" className={`${th} text-right`}>
              Consultas
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((member) => (
            <tr key={member.userID} className="border-slate-100 border-b">
              <th scope="row" className={`${td} font-normal`}>
                <span className="block font-medium text-slate-900">{member.name.trim() || member.email}</span>
                <span className="block text-slate-500 text-xs sm:hidden">{roleText(member)}</span>
              </th>
              <td className={`${td} text-slate-600 max-sm:hidden`}>{roleText(member)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCount(member.consultations)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" className={td}>
              Total da unidade
            </th>
            <td className="max-sm:hidden" />
            <td className={`${td} text-right tabular-nums`}>{formatCount(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Closed periods, newest first: the total against the limit, and who used it (in a disclosure). */
export function PreviousPeriods({ periods }: { periods: readonly UnitPeriodUsage[] }) {
  if (periods.length === 0)
    return (
      <p className="text-slate-600 text-sm">Ainda não há períodos encerrados: a unidade está no primeiro.</p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {periods.map((period) => (
        <li key={period.periodStart} className="py-2">
          <details>
            <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="font-medium text-slate-800">
                {periodText(period.periodStart, period.periodEnd)}
              </span>
              <span className="text-slate-600 text-sm tabular-nums">
                {formatCount(period.total)} de {formatCount(period.limit)} consultas
              </span>
            </summary>
            {period.members.length === 0 ? (
              <p className="pb-2 text-slate-500 text-sm">Nenhuma consulta neste período.</p>
            ) : (
              <ul className="pb-2 pl-4 text-slate-700 text-sm">
                {period.members.map((member) => (
                  <li key={member.userID} className="flex justify-between gap-4 py-1">
                    <span>{member.name}</span>
                    <span className="tabular-nums">{formatCount(member.consultations)}</span>
                  </li>
                ))}
              </ul>
            )}
          </details>
        </li>
      ))}
    </ul>
  );
}

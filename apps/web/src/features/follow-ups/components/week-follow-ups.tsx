import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useWeekFollowUps } from '../api/follow-ups.ts';
import { followUpTitle, relativeDay, shortDay } from '../format.ts';

/** "Retornos da semana" on the history: what is due today and in the next seven days, with the animal. */
export function WeekFollowUps() {
  const week = useWeekFollowUps();
  if (week.isError) return null;
  const items = week.data?.followUps ?? [];
  return (
    <section aria-labelledby="retornos-da-semana" className="min-w-0">
      <Card className="p-4 sm:p-5">
        <h2 id="retornos-da-semana" className="flex items-center gap-2 font-semibold text-slate-900">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
          Retornos da semana
        </h2>
        {week.isPending ? (
          <p className="mt-2 text-slate-500 text-sm">Carregando…</p>
        ) : items.length === 0 ? (
          <p className="mt-2 text-slate-600 text-sm">Nenhum retorno marcado para os próximos 7 dias.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/consultation?id=${item.consultationId}`}
                  className="-mx-2 flex min-h-12 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="w-24 shrink-0 text-slate-700 text-sm">
                    <span className="block font-medium capitalize">{shortDay(item.dueDate)}</span>
                    <span className="block text-slate-500 text-xs">{relativeDay(item.dueDate)}</span>
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{item.patientName}</span>
                    <span className="block truncate text-slate-600 text-sm">{followUpTitle(item)}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

import { PLAN_DISPLAY_NAMES, type Profile } from '@vetvoz/domain';
import { Link } from 'react-router';
import { useProfile } from '../../profile/index.ts';

/** "Restam 7 de 10 consultas": what the vet can still record on the plan in force. */
export function remainingLine({ limit, remaining }: Profile['consultations']): string {
  if (remaining <= 0) return `Nenhuma das ${limit} consultas restante`;
  return remaining === 1 ? `Resta 1 de ${limit} consultas` : `Restam ${remaining} de ${limit} consultas`;
}

/**
 * The plan and what is left of it, from the profile the app already reads. Shown only once known: a
 * failed read leaves the home without it rather than with a warning about something secondary.
 */
export function PlanUsage() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  const { used, limit, remaining } = profile.consultations;
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const exhausted = remaining <= 0;
  return (
    <section
      aria-label="Seu plano"
      className="rounded-xl border border-slate-200 bg-white px-4 py-3.5 shadow-card sm:px-5"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">Plano {PLAN_DISPLAY_NAMES[profile.plan]}</span>
        <span className={exhausted ? 'font-medium text-red-700' : 'text-slate-600'}>
          {remainingLine(profile.consultations)}
        </span>
      </p>
      <div aria-hidden="true" className="mt-2.5 h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={exhausted ? 'h-full rounded-full bg-red-500' : 'h-full rounded-full bg-brand-600'}
          style={{ width: `${share}%` }}
        />
      </div>
      {profile.planIntent || exhausted ? (
        <p className="mt-2.5 text-slate-600 text-sm">
          {profile.planIntent
            ? `${PLAN_DISPLAY_NAMES[profile.planIntent]} escolhido no cadastro, aguardando pagamento. `
            : 'Para continuar gravando, escolha um plano. '}
          <Link
            to="/plans"
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 sm:min-h-0"
          >
            Ver planos
          </Link>
        </p>
      ) : null}
    </section>
  );
}

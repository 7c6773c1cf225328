import { maskCpf, PLAN_DISPLAY_NAMES, PROFESSIONAL_ROLE_LABELS, type Profile } from '@vetvoz/domain';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });
const birthDateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' });

function formatDate(value: string, format: Intl.DateTimeFormat): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}

/** "3 de 10 consultas usadas · 7 restantes". */
export function consultationsLine({ used, limit, remaining }: Profile['consultations']): string {
  const left =
    remaining === 0 ? 'nenhuma restante' : remaining === 1 ? '1 restante' : `${remaining} restantes`;
  return `${used} de ${limit} ${limit === 1 ? 'consulta usada' : 'consultas usadas'} · ${left}`;
}

/**
 * What identifies the account and changes only through support or billing: shown, not edited. The plan is
 * the one in force; a paid plan picked at sign-up shows apart, as waiting for payment, until billing
 * confirms it.
 */
export function AccountDetails({ profile }: { profile: Profile }) {
  const rows: Array<[string, ReactNode]> = [
    ['E-mail', profile.email],
    ['CPF', profile.cpf ? maskCpf(profile.cpf) : 'Não informado'],
    ['Função', profile.role ? PROFESSIONAL_ROLE_LABELS[profile.role] : 'Não informada'],
    [
      'Plano',
      <>
        <span>{PLAN_DISPLAY_NAMES[profile.plan]}</span>
        <span className="mt-0.5 block text-slate-500 text-sm">
          {consultationsLine(profile.consultations)}
        </span>
      </>,
    ],
  ];
  const birthDate = profile.birthDate ? formatDate(`${profile.birthDate}T00:00:00Z`, birthDateFormat) : null;
  if (birthDate) rows.push(['Data de nascimento', birthDate]);
  const createdAt = formatDate(profile.createdAt, longDate);
  if (createdAt) rows.push(['Conta criada em', createdAt]);

  return (
    <div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">{term}</dt>
            <dd className="mt-1 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {profile.planIntent && (
        <div className="mt-5 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Plano escolhido no cadastro: {PLAN_DISPLAY_NAMES[profile.planIntent]} — aguardando pagamento.
            </span>
          </p>
          <Link
            to="/plans"
            className="shrink-0 pl-6 font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950 sm:pl-0"
          >
            Ver planos
          </Link>
        </div>
      )}
      <p className="mt-4 text-slate-500 text-xs">Para corrigir e-mail, CPF ou função, fale com o suporte.</p>
    </div>
  );
}

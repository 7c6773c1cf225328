import { maskCpf, PROFESSIONAL_ROLE_LABELS, type Profile } from '@vetvoz/domain';
import type { ReactNode } from 'react';

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });
const birthDateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' });

function formatDate(value: string, format: Intl.DateTimeFormat): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}

/**
 * What identifies the account and changes only through support: shown, not edited. The plan has its own
 * card ("Assinatura", from billing).
 */
export function AccountDetails({ profile }: { profile: Profile }) {
  const rows: Array<[string, ReactNode]> = [
    ['E-mail', profile.email],
    ['CPF', profile.cpf ? maskCpf(profile.cpf) : 'Não informado'],
    ['Função', profile.role ? PROFESSIONAL_ROLE_LABELS[profile.role] : 'Não informada'],
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
      <p className="mt-4 text-slate-500 text-xs">Para corrigir e-mail, CPF ou função, fale com o suporte.</p>
    </div>
  );
}

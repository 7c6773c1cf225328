import { useQuery } from '@tanstack/react-query';
import { type AdminUser, PLAN_DISPLAY_NAMES } from '@vetvoz/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useDialogState } from '../../../../components/ui/use-modal-dialog.ts';
import { useAuth } from '../../../../lib/auth/use-auth.ts';
import { cn } from '../../../../lib/cn.ts';
import { usersQuery } from '../../api/admin-queries.ts';
import { formatDate } from '../../model/format.ts';
import { useDebouncedValue } from '../../model/use-debounced-value.ts';
import { AdminTable, cell } from '../admin-table.tsx';
import { Pagination, SearchBox } from '../list-controls.tsx';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';
import { UsageBar } from '../usage-bar.tsx';
import { BanUserDialog } from './ban-user-dialog.tsx';
import { CountedConsultationsDialog } from './counted-consultations-dialog.tsx';

// Name, e-mail, masked CPF and creation share the first cell so the actions fit a laptop screen unscrolled.
const COLUMNS = [
  { label: 'Usuário' },
  { label: 'Plano' },
  { label: 'Uso no período' },
  { label: 'Situação' },
  { label: 'Ações' },
] as const;

/** The Users section: search by name or e-mail, the accounts newest first, ban and unban, and support's
 * view of each person's counted consultations (give one back). */
export function AdminUsersSection() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const users = useQuery(usersQuery({ q, page }));
  const banning = useDialogState<AdminUser>();
  const counting = useDialogState<AdminUser>();
  const me = useAuth().user;

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        label="Buscar por nome ou e-mail"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <SectionLoading label="Carregando usuários…" />
      ) : users.isError ? (
        <SectionError
          what="Não foi possível carregar os usuários."
          error={users.error}
          onRetry={() => users.refetch()}
        />
      ) : users.data.users.length === 0 ? (
        <SectionEmpty title={q ? `Nenhum usuário encontrado para “${q}”.` : 'Nenhum usuário ainda.'} />
      ) : (
        <div>
          <AdminTable caption="Usuários" columns={COLUMNS} stale={users.isPlaceholderData}>
            {users.data.users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={cn(cell, 'font-normal')}>
                  <span
                    className="block max-w-40 truncate font-medium text-slate-900 sm:max-w-60"
                    title={user.name}
                  >
                    {user.name}
                  </span>
                  <span
                    className="block max-w-40 truncate text-slate-600 text-xs sm:max-w-60"
                    title={user.email}
                  >
                    {user.email}
                  </span>
                  <span className="mt-0.5 block max-w-40 whitespace-normal text-slate-500 text-xs sm:max-w-60">
                    {user.cpfMasked ? (
                      <>
                        <span className="whitespace-nowrap">
                          CPF <span className="font-mono">{user.cpfMasked}</span>
                        </span>{' '}
                        ·{' '}
                      </>
                    ) : null}
                    <span className="whitespace-nowrap">desde {formatDate(user.createdAt)}</span>
                  </span>
                </th>
                <td className={cell}>{PLAN_DISPLAY_NAMES[user.plan]}</td>
                <td className={cell}>
                  <UsageBar used={user.usage.used} limit={user.usage.limit} />
                </td>
                <td className={cell}>
                  <UserStatus user={user} />
                </td>
                <td className={cn(cell, 'py-1')}>
                  <span className="flex flex-wrap gap-1">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => counting.show(user)}
                      aria-label={`Consultas contadas: ${user.name}`}
                    >
                      Consultas
                    </Button>
                    {user.id === me?.id ? (
                      <span className="inline-flex min-h-11 items-center text-slate-500 text-xs">Você</span>
                    ) : (
                      <Button
                        variant={user.banned ? 'secondary' : 'danger'}
                        size="sm"
                        onClick={() => banning.show(user)}
                        aria-label={`${user.banned ? 'Reativar' : 'Suspender'}: ${user.name}`}
                      >
                        {user.banned ? 'Reativar' : 'Suspender'}
                      </Button>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pagination
            noun="usuários"
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPage={setPage}
            disabled={users.isPlaceholderData}
          />
        </div>
      )}
      <BanUserDialog user={banning.subject} onClose={banning.close} />
      <CountedConsultationsDialog user={counting.subject} onClose={counting.close} />
    </div>
  );
}

function UserStatus({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-col gap-1">
      <BanStatus user={user} />
      <span className={cn('text-xs', user.emailVerified ? 'text-slate-600' : 'font-medium text-amber-800')}>
        {user.emailVerified ? 'E-mail confirmado' : 'E-mail não confirmado'}
      </span>
    </span>
  );
}

function BanStatus({ user }: { user: AdminUser }) {
  if (user.banned)
    return (
      <span className="flex flex-col">
        <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 text-xs">
          Suspenso
        </span>
        {user.banReason ? (
          <span className="mt-0.5 max-w-40 truncate text-slate-600 text-xs" title={user.banReason}>
            {user.banReason}
          </span>
        ) : null}
      </span>
    );
  return (
    <span className="flex flex-wrap gap-1">
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800 text-xs">
        Ativo
      </span>
      {user.isSiteAdmin ? (
        <span className="rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-800 text-xs">
          Admin
        </span>
      ) : null}
    </span>
  );
}

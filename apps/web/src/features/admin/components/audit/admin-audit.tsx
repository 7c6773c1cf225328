import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { auditLogQuery } from '../../api/admin-queries.ts';
import { formatDateTime } from '../../model/format.ts';
import { useDebouncedValue } from '../../model/use-debounced-value.ts';
import { AdminTable, cell } from '../admin-table.tsx';
import { Pagination, SearchBox } from '../list-controls.tsx';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';

const COLUMNS = [
  { label: 'Quando' },
  { label: 'Quem' },
  { label: 'Ação' },
  { label: 'Alvo' },
  { label: 'Detalhes' },
] as const;

/** The details object in one short line ("motivo: spam"); the server leaves CPFs out. */
function describeDetails(details: unknown): string {
  if (details === null || details === undefined) return '—';
  if (typeof details !== 'object') return String(details);
  const entries = Object.entries(details as Record<string, unknown>);
  if (entries.length === 0) return '—';
  return entries
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

/** The Audit log section: every admin action, newest first, searchable and paged. */
export function AdminAuditSection() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const log = useQuery(auditLogQuery({ q, page }));

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        label="Buscar na auditoria"
        placeholder="Ação, alvo, nome ou e-mail"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {log.isPending ? (
        <SectionLoading label="Carregando auditoria…" />
      ) : log.isError ? (
        <SectionError
          what="Não foi possível carregar a auditoria."
          error={log.error}
          onRetry={() => log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <SectionEmpty
          title={q ? `Nenhum registro encontrado para “${q}”.` : 'Nenhuma ação registrada ainda.'}
        />
      ) : (
        <div>
          <AdminTable caption="Registro de auditoria" columns={COLUMNS} stale={log.isPlaceholderData}>
            {log.data.entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className={cn(cell, 'font-normal tabular-nums')}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </th>
                <td className={cell}>
                  {entry.actor ? (
                    <>
                      <span className="block">{entry.actor.name}</span>
                      <span className="block text-slate-600 text-xs">{entry.actor.email}</span>
                    </>
                  ) : (
                    <span className="text-slate-500">Conta excluída</span>
                  )}
                </td>
                <td className={cn(cell, 'font-mono text-xs')}>{entry.action}</td>
                <td className={cn(cell, 'max-w-56 truncate text-xs')} title={entry.target}>
                  {entry.target}
                </td>
                {/* The one cell that wraps: details can be long (a reason, a title). */}
                <td className="min-w-64 max-w-96 break-words px-3 py-2.5 align-top text-slate-600 text-xs">
                  {describeDetails(entry.details)}
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pagination
            noun="registros"
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={setPage}
            disabled={log.isPlaceholderData}
          />
        </div>
      )}
    </div>
  );
}

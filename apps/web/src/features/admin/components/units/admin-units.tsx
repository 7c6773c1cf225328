import { useQuery } from '@tanstack/react-query';
import { PLAN_DISPLAY_NAMES } from '@vetvoz/domain';
import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { businessUnitsQuery } from '../../api/admin-queries.ts';
import { formatDate, formatInteger } from '../../model/format.ts';
import { useDebouncedValue } from '../../model/use-debounced-value.ts';
import { AdminTable, cell, numericCell } from '../admin-table.tsx';
import { Pagination, SearchBox } from '../list-controls.tsx';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';
import { UsageBar } from '../usage-bar.tsx';

const COLUMNS = [
  { label: 'Unidade' },
  { label: 'Responsável' },
  { label: 'Membros', numeric: true },
  { label: 'Plano' },
  { label: 'Uso no período' },
  { label: 'Criada em' },
] as const;

/** The Business units section: every clinic with its owner, members, plan and pooled usage. */
export function AdminUnitsSection() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const units = useQuery(businessUnitsQuery({ q, page }));

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        label="Buscar por unidade ou responsável"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {units.isPending ? (
        <SectionLoading label="Carregando unidades…" />
      ) : units.isError ? (
        <SectionError
          what="Não foi possível carregar as unidades."
          error={units.error}
          onRetry={() => units.refetch()}
        />
      ) : units.data.units.length === 0 ? (
        <SectionEmpty title={q ? `Nenhuma unidade encontrada para “${q}”.` : 'Nenhuma unidade ainda.'} />
      ) : (
        <div>
          <AdminTable caption="Unidades de negócio" columns={COLUMNS} stale={units.isPlaceholderData}>
            {units.data.units.map((unit) => (
              <tr key={unit.id}>
                <th scope="row" className={cn(cell, 'font-medium text-slate-900')}>
                  <span className="block max-w-40 truncate sm:max-w-60" title={unit.name}>
                    {unit.name}
                  </span>
                </th>
                <td className={cell}>
                  {unit.owner ? (
                    <>
                      <span className="block">{unit.owner.name}</span>
                      <span className="block text-slate-600 text-xs">{unit.owner.email}</span>
                    </>
                  ) : (
                    <span className="text-slate-500">Sem responsável</span>
                  )}
                </td>
                <td className={numericCell}>{formatInteger(unit.membersCount)}</td>
                <td className={cell}>{PLAN_DISPLAY_NAMES[unit.plan]}</td>
                <td className={cell}>
                  <UsageBar used={unit.usage.used} limit={unit.usage.limit} />
                </td>
                <td className={cell}>{formatDate(unit.createdAt)}</td>
              </tr>
            ))}
          </AdminTable>
          <Pagination
            noun="unidades"
            page={units.data.page}
            pageSize={units.data.pageSize}
            total={units.data.total}
            onPage={setPage}
            disabled={units.isPlaceholderData}
          />
        </div>
      )}
    </div>
  );
}

import type { AdminAiProviders } from '@vetvoz/domain';
import { cn } from '../../../../lib/cn.ts';
import { formatAudioSeconds, formatInteger } from '../../model/format.ts';
import { AdminTable, cell, numericCell } from '../admin-table.tsx';
import { StatCard } from '../stat-card.tsx';

const COLUMNS = [
  { label: 'Quem usou' },
  { label: 'Tipo' },
  { label: 'Áudio', numeric: true },
  { label: 'Consultas', numeric: true },
] as const;

/**
 * The speech bill's raw material: seconds of audio transcribed in the window, in all and for the owners
 * (a person's own consultations, or a unit's pool) who used most. Seconds as the provider measured them.
 */
export function AudioMeter({ audio }: { audio: AdminAiProviders['audio'] }) {
  return (
    <div>
      <h3 className="mb-3 font-medium text-slate-800 text-sm">
        Áudio transcrito nos últimos {formatInteger(audio.days)} dias
      </h3>
      <dl className="mb-3 grid gap-3 sm:grid-cols-2">
        <StatCard
          label="Total de áudio"
          value={formatAudioSeconds(audio.totalSeconds)}
          detail={`${formatInteger(Math.round(audio.totalSeconds))} segundos`}
        />
      </dl>
      {audio.owners.length === 0 ? (
        <p className="text-slate-600 text-sm">Nenhum áudio transcrito no período.</p>
      ) : (
        <AdminTable caption="Áudio transcrito por pessoa ou unidade" columns={COLUMNS}>
          {audio.owners.map((owner) => (
            <tr key={`${owner.kind}:${owner.id}`}>
              <th scope="row" className={cn(cell, 'font-normal')}>
                <span
                  className="block max-w-44 truncate font-medium text-slate-900 sm:max-w-72"
                  title={owner.name}
                >
                  {owner.name}
                </span>
              </th>
              <td className={cell}>{owner.kind === 'unit' ? 'Unidade' : 'Pessoa'}</td>
              <td className={numericCell}>{formatAudioSeconds(owner.seconds)}</td>
              <td className={numericCell}>{formatInteger(owner.consultations)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { AdminAiProviders, ProviderCallKind } from '@vetvoz/domain';
import { cn } from '../../../../lib/cn.ts';
import { aiProvidersQuery } from '../../api/admin-queries.ts';
import {
  formatAgo,
  formatDateTime,
  formatDuration,
  formatInteger,
  formatPercent,
} from '../../model/format.ts';
import { AdminTable, cell, numericCell } from '../admin-table.tsx';
import { SectionError, SectionLoading } from '../section-states.tsx';
import { StatCard } from '../stat-card.tsx';
import { AudioMeter } from './audio-meter.tsx';

const KIND_LABELS: Record<ProviderCallKind, string> = { stt: 'Transcrição', text: 'Texto' };

/** AI_TEXT_PROVIDER values as an admin reads them; an unknown value shows as is. */
const TEXT_PROVIDER_LABELS: Record<string, string> = {
  local: 'Modelo local',
  'openai-compatible': 'Compatível com OpenAI',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
};

const COLUMNS = [
  { label: 'Provedor e modelo' },
  { label: 'Uso' },
  { label: 'Chamadas', numeric: true },
  { label: 'Taxa de erro', numeric: true },
  { label: 'Latência p50', numeric: true },
  { label: 'Latência p95', numeric: true },
  { label: 'Erros mais comuns' },
] as const;

/** An error rate worth a look: above 5% the cell turns red. */
const ALERT_ERROR_RATE = 0.05;

/** The AI providers section: what is configured, how each provider did in 24 h, audio transcribed per
 * owner (the cost view), and the job queue. */
export function AdminAiProvidersSection() {
  const ai = useQuery(aiProvidersQuery);
  if (ai.isPending) return <SectionLoading label="Carregando provedores…" />;
  if (ai.isError)
    return (
      <SectionError
        what="Não foi possível carregar os provedores de IA."
        error={ai.error}
        onRetry={() => ai.refetch()}
      />
    );
  return <ProviderFigures data={ai.data} />;
}

function ProviderFigures({ data }: { data: AdminAiProviders }) {
  const { configured, providers, queue } = data;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <StatCard
          label="Transcrição configurada"
          value={configured.stt.provider}
          detail={`Modelo ${configured.stt.model}`}
        />
        <StatCard
          label="Texto configurado"
          value={configured.text.provider}
          detail={`Modelo ${configured.text.model}`}
        />
      </dl>
      <TextProviderList textProviders={data.textProviders} active={configured.text.provider} />
      <div>
        <h3 className="mb-3 font-medium text-slate-800 text-sm">
          Chamadas nas últimas {formatInteger(data.windowHours)} horas
        </h3>
        <AdminTable caption="Chamadas aos provedores de IA" columns={COLUMNS}>
          {providers.map((p) => (
            <tr key={`${p.kind}:${p.provider}:${p.model}`}>
              <th scope="row" className={cn(cell, 'font-normal')}>
                <span className="block font-medium text-slate-900">{p.provider}</span>
                <span className="block max-w-44 truncate text-slate-600 text-xs sm:max-w-none">
                  {p.model}
                </span>
              </th>
              <td className={cell}>{KIND_LABELS[p.kind]}</td>
              <td className={numericCell}>{formatInteger(p.calls)}</td>
              <td className={cn(numericCell, p.errorRate > ALERT_ERROR_RATE && 'font-semibold text-red-700')}>
                {p.calls === 0 ? '—' : `${formatPercent(p.errorRate)} (${formatInteger(p.failures)})`}
                {p.errorRate > ALERT_ERROR_RATE ? (
                  <span className="sr-only"> — acima de {formatPercent(ALERT_ERROR_RATE)}</span>
                ) : null}
              </td>
              <td className={numericCell}>{p.p50Ms === null ? '—' : formatDuration(p.p50Ms)}</td>
              <td className={numericCell}>{p.p95Ms === null ? '—' : formatDuration(p.p95Ms)}</td>
              <td className={cn(cell, 'text-xs')}>
                {p.errors.length === 0
                  ? '—'
                  : p.errors.map((e) => `${e.code} (${formatInteger(e.count)})`).join(', ')}
              </td>
            </tr>
          ))}
        </AdminTable>
        {providers.every((p) => p.calls === 0) ? (
          <p className="mt-2 text-slate-600 text-sm">Nenhuma chamada aos provedores nas últimas 24 horas.</p>
        ) : null}
      </div>
      <AudioMeter audio={data.audio} />
      <div>
        <h3 className="mb-3 font-medium text-slate-800 text-sm">Fila de tarefas</h3>
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <StatCard label="Aguardando" value={formatInteger(queue.waiting)} />
          <StatCard label="Em execução" value={formatInteger(queue.running)} />
          <StatCard label="Falharam" value={formatInteger(queue.failed)} detail="Esgotaram as tentativas" />
          <StatCard
            label="Mais antiga aguardando"
            value={queue.oldestWaitingAt ? formatAgo(queue.oldestWaitingAt) : 'Nenhuma'}
            detail={queue.oldestWaitingType ?? undefined}
          />
        </dl>
        {queue.byType.length > 0 ? (
          <ul aria-label="Tarefas por tipo" className="mt-3 flex flex-wrap gap-2 text-xs">
            {queue.byType.map((t) => (
              <li key={t.type} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
                <span className="font-mono">{t.type}</span>: {formatInteger(t.waiting)} aguardando,{' '}
                {formatInteger(t.running)} em execução
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="text-slate-500 text-xs">
        Medido nas chamadas feitas pelo servidor. Atualizado em {formatDateTime(data.generatedAt)}.
      </p>
    </div>
  );
}

/** The text providers this server can be switched to (AI_TEXT_PROVIDER), with the installed package. */
function TextProviderList({
  textProviders,
  active,
}: {
  textProviders: AdminAiProviders['textProviders'];
  active: string;
}) {
  return (
    <div>
      <h3 className="mb-3 font-medium text-slate-800 text-sm">Provedores de texto neste servidor</h3>
      <ul aria-label="Provedores de texto neste servidor" className="flex flex-wrap gap-2 text-xs">
        {textProviders.map((p) => (
          <li
            key={p.provider}
            className={cn(
              'rounded-lg border px-2.5 py-1.5',
              p.provider === active ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
            )}
          >
            <span className="font-medium text-slate-900">
              {TEXT_PROVIDER_LABELS[p.provider] ?? p.provider}
            </span>
            {p.provider === active ? (
              <span className="ml-1.5 font-semibold text-brand-700">em uso</span>
            ) : null}
            <span className="block font-mono text-slate-600">
              {p.version === null ? `${p.package} não instalado` : `${p.package} ${p.version}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

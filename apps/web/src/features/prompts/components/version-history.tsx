import { useQuery } from '@tanstack/react-query';
import type { DocumentType, PromptVersionView } from '@vetvoz/domain';
import { Eye, RotateCw, Undo2, Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { promptVersionsQuery } from '../api/prompts.ts';
import { formatDateTime } from '../model/format.ts';

interface VersionHistoryProps {
  type: DocumentType;
  /** The number of the version in use, to tell a rollback (older) from a move forward. */
  activeVersion: number | null;
  onView: (version: PromptVersionView) => void;
  onActivate: (version: PromptVersionView) => void;
}

/** Every version of the type, newest first: who wrote it, when, what changed, which one is in use. */
export function VersionHistory({ type, activeVersion, onView, onActivate }: VersionHistoryProps) {
  const versions = useQuery(promptVersionsQuery(type));

  if (versions.isPending) return <LoadingState label="Carregando o histórico…" className="py-10" />;
  if (versions.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm"
      >
        <p>Não foi possível carregar o histórico. {versions.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void versions.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar de novo
        </Button>
      </div>
    );
  }

  return (
    <ol className="grid gap-3" aria-label="Versões, da mais recente para a mais antiga">
      {versions.data.map((version) => {
        const older = activeVersion !== null && version.version < activeVersion;
        return (
          <li
            key={version.id}
            className={
              version.active
                ? 'rounded-xl border border-emerald-300 bg-emerald-50/60 p-3.5'
                : 'rounded-xl border border-slate-200 bg-white p-3.5'
            }
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h4 className="font-semibold text-slate-900 text-sm">Versão {version.version}</h4>
              {version.active ? (
                <span className="rounded-full bg-emerald-600 px-2 py-0.5 font-semibold text-white text-xs">
                  ativa
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-slate-600 text-xs">
              {version.authorName} ·{' '}
              <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
            </p>
            <p
              className={version.note ? 'mt-2 text-slate-800 text-sm' : 'mt-2 text-slate-500 text-sm italic'}
            >
              {version.note ?? 'Sem descrição da mudança.'}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onView(version)}
                aria-label={`Ver a versão ${version.version}`}
              >
                <Eye aria-hidden="true" className="size-4" />
                Ver
              </Button>
              {version.active ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onActivate(version)}
                  aria-label={`Ativar esta versão (versão ${version.version})`}
                >
                  {older ? (
                    <Undo2 aria-hidden="true" className="size-4" />
                  ) : (
                    <Zap aria-hidden="true" className="size-4" />
                  )}
                  Ativar esta versão
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

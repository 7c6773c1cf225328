import { useQuery } from '@tanstack/react-query';
import { type AppConfigUpdate, DEFAULT_MAINTENANCE_MESSAGE, maintenanceMessageOf } from '@vetvoz/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { appConfigQueryOptions } from '../api/app-config-query.ts';
import { useUpdateAppConfig } from '../api/update-app-config.ts';
import { MaintenanceCard } from './maintenance-card.tsx';
import { MaintenanceConfirmDialog } from './maintenance-confirm-dialog.tsx';
import { MaintenanceSwitch } from './maintenance-switch.tsx';

const MESSAGE_MAX = 500;

/** The admin's maintenance controls: the switch (confirmed), the message and its live preview. */
export function MaintenanceSettings() {
  // Always fresh here: another admin may have changed it since the app loaded.
  const config = useQuery({ ...appConfigQueryOptions, staleTime: 0 });
  const update = useUpdateAppConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const messageId = useId();
  const hintId = useId();

  const saved = config.data?.maintenanceMessage ?? '';
  const message = draft ?? saved;
  const changed = draft !== null && draft.trim() !== saved.trim();

  if (config.isPending) return <LoadingState label="Carregando configuração…" className="py-10" />;
  if (config.isError || !config.data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800 text-sm">
        Não foi possível carregar a configuração de manutenção.{' '}
        <button type="button" className="min-h-11 font-semibold underline" onClick={() => config.refetch()}>
          Tentar novamente
        </button>
      </p>
    );
  }
  const on = config.data.isMaintenanceMode;

  const save = (changes: AppConfigUpdate, success: string) => {
    update.mutate(changes, {
      onSuccess: () => {
        // The saved text is the starting point again.
        setDraft(null);
        setConfirming(null);
        toast.success(success);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error('Não foi possível salvar a configuração de manutenção.', {
          message: error instanceof ApiError ? error.message : undefined,
        });
      },
    });
  };

  const confirmSwitch = () => {
    // Switching on publishes the message being previewed, so users see exactly what the admin saw.
    if (confirming)
      save({ isMaintenanceMode: true, maintenanceMessage: message }, 'Modo de manutenção ativado.');
    else save({ isMaintenanceMode: false }, 'Modo de manutenção desativado.');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-5">
        <MaintenanceSwitch on={on} disabled={update.isPending} onToggle={() => setConfirming(!on)} />
        <form
          className="flex flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            save({ maintenanceMessage: message }, 'Mensagem de manutenção salva.');
          }}
        >
          <label htmlFor={messageId} className="font-medium text-slate-800 text-sm">
            Mensagem exibida aos usuários
          </label>
          <textarea
            id={messageId}
            aria-describedby={hintId}
            value={message}
            maxLength={MESSAGE_MAX}
            rows={4}
            placeholder={DEFAULT_MAINTENANCE_MESSAGE}
            onChange={(event) => setDraft(event.target.value)}
            className={textareaClasses({ height: 'min-h-28' })}
          />
          <p id={hintId} className="mt-1.5 flex justify-between gap-3 text-slate-600 text-xs">
            <span>Em branco, vale a mensagem padrão.</span>
            <span className={cn(message.length >= MESSAGE_MAX && 'font-semibold text-red-700')}>
              {message.length}/{MESSAGE_MAX}
            </span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" disabled={!changed || update.isPending}>
              Salvar mensagem
            </Button>
            {changed ? (
              <Button variant="ghost" onClick={() => setDraft(null)} disabled={update.isPending}>
                Descartar alteração
              </Button>
            ) : null}
          </div>
        </form>
      </div>
      <figure className="flex flex-col rounded-xl bg-linear-to-b from-brand-50 to-slate-100 p-4 sm:p-6">
        <figcaption className="font-medium text-slate-700 text-xs uppercase tracking-wide">
          Pré-visualização: o que os usuários veem
        </figcaption>
        <div className="flex flex-1 items-center justify-center pt-4">
          <MaintenanceCard
            message={maintenanceMessageOf({ maintenanceMessage: message })}
            headingLevel={3}
            className="p-6"
          />
        </div>
      </figure>
      <MaintenanceConfirmDialog
        turningOn={confirming}
        saving={update.isPending}
        onConfirm={confirmSwitch}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

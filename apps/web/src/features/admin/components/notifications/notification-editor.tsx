import {
  type AdminNotification,
  MAX_NOTIFICATION_CONTENT_CHARS,
  MAX_NOTIFICATION_MESSAGE_CHARS,
  MAX_NOTIFICATION_TITLE_CHARS,
  notificationInputSchema,
} from '@vetvoz/domain';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { fieldBinder } from '../../../../components/ui/field-binding.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { textareaClasses } from '../../../../components/ui/textarea-classes.ts';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useMediaQuery } from '../../../../lib/use-media-query.ts';
import { useZodForm } from '../../../../lib/use-zod-form.ts';
import { useSaveNotification } from '../../api/admin-notifications.ts';
import { NotificationPreview } from './notification-preview.tsx';

export interface NotificationDraft {
  title: string;
  message: string;
  content: string;
  isActive: boolean;
}

const EMPTY: NotificationDraft = { title: '', message: '', content: '', isActive: true };

function draftOf(notification: AdminNotification | null): NotificationDraft {
  if (!notification) return EMPTY;
  const { title, message, content, isActive } = notification;
  return { title, message, content: content ?? '', isActive };
}

interface NotificationEditorProps {
  /** The notification being edited, or null to write a new one. */
  editing: AdminNotification | null;
  /** Leaves the edit (saved or cancelled); the editor goes back to a new notification. */
  onDone: () => void;
}

/** The form of a notification beside its live preview, as users will see it in their drawer. */
export function NotificationEditor({ editing, onDone }: NotificationEditorProps) {
  const save = useSaveNotification();
  const form = useZodForm<NotificationDraft>({
    initialValues: draftOf(editing),
    schema: notificationInputSchema,
    onSubmit: async (values) => {
      await save.mutateAsync({ id: editing?.id, input: values });
      if (editing) toast.success('Alterações salvas.');
      else
        toast.success(
          values.isActive ? 'Notificação publicada.' : 'Notificação salva como inativa.',
          values.isActive ? { message: 'Quem está com o app aberto já a vê.' } : undefined,
        );
      form.reset(EMPTY);
      onDone();
    },
    onFailure: (error) =>
      toast.error('Não foi possível salvar a notificação.', {
        message: error instanceof ApiError ? error.message : undefined,
      }),
  });
  const { values, errors, set, formRef } = form;
  const field = fieldBinder(form);

  // Editing starts where the admin looks: the form comes into view with its title field focused.
  useEffect(() => {
    if (!editing) return;
    const title = formRef.current?.querySelector<HTMLInputElement>('input');
    title?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [editing, formRef]);
  const heading = editing ? 'Editar notificação' : 'Nova notificação';
  // Beside the form on wide screens; on phones just above the button, where the admin looks before publishing.
  const wide = useMediaQuery('(min-width: 1024px)');
  const preview = <NotificationPreview draft={values} createdAt={editing?.createdAt} />;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        ref={form.formRef}
        onSubmit={form.handleSubmit}
        noValidate
        aria-label={heading}
        className="flex flex-col gap-4"
      >
        <h3 className="font-semibold text-slate-900">{heading}</h3>
        <TextField label="Título" {...field('title')} maxLength={MAX_NOTIFICATION_TITLE_CHARS} />
        <FormField label="Mensagem" error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              value={values.message}
              rows={3}
              maxLength={MAX_NOTIFICATION_MESSAGE_CHARS}
              onChange={(event) => set('message', event.target.value)}
              className={textareaClasses({ height: 'min-h-24' })}
            />
          )}
        </FormField>
        <FormField
          label="Conteúdo"
          optional
          hint="Texto mais longo, mostrado abaixo da mensagem."
          error={errors.content}
        >
          {(control) => (
            <textarea
              {...control}
              value={values.content}
              rows={3}
              maxLength={MAX_NOTIFICATION_CONTENT_CHARS}
              onChange={(event) => set('content', event.target.value)}
              className={textareaClasses({ height: 'min-h-24' })}
            />
          )}
        </FormField>
        <Checkbox
          label="Ativa"
          description="Ativa, aparece na hora para todos os usuários; inativa, fica guardada só aqui."
          {...field.checkbox('isActive')}
        />
        {wide ? null : preview}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Salvando…' : editing ? 'Salvar alterações' : 'Publicar notificação'}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={onDone} disabled={form.submitting}>
              Cancelar edição
            </Button>
          ) : null}
        </div>
      </form>
      {wide ? preview : null}
    </div>
  );
}

import { useState } from 'react';
import { NotificationItem } from '../../../notifications/index.ts';
import type { NotificationDraft } from './notification-editor.tsx';

interface NotificationPreviewProps {
  draft: NotificationDraft;
  /** The edited notification's date; a new one shows today's, as it will once published. */
  createdAt?: string;
}

/**
 * The drawer's own item component fed with the draft, so the admin sees exactly what users will see.
 * "Marcar como lida" works here too (locally), to show the read look as well.
 */
export function NotificationPreview({ draft, createdAt }: NotificationPreviewProps) {
  const [read, setRead] = useState(false);
  const [now] = useState(() => new Date().toISOString());
  // What a site admin writes is an `admin` notification, as the server will store it.
  const preview = {
    id: 'pre-visualizacao',
    kind: 'admin' as const,
    title: draft.title.trim() || 'Título da notificação',
    message: draft.message.trim() || 'A mensagem aparece aqui.',
    content: draft.content.trim() || null,
    createdAt: createdAt ?? now,
    isRead: read,
    readAt: null,
  };
  return (
    <figure className="flex flex-col gap-3 rounded-xl bg-linear-to-b from-brand-50 to-slate-100 p-4 sm:p-6">
      <figcaption className="font-medium text-slate-700 text-xs uppercase tracking-wide">
        Pré-visualização: como aparece em Notificações
      </figcaption>
      <div className="rounded-xl bg-white p-3 shadow-card">
        <NotificationItem notification={preview} onMarkRead={() => setRead(true)} marking={false} />
      </div>
      <p className="text-slate-600 text-xs">
        {draft.isActive
          ? 'Ativa: aparece para os usuários assim que for salva.'
          : 'Inativa: os usuários não a veem.'}
        {read ? (
          <>
            {' '}
            <button
              type="button"
              onClick={() => setRead(false)}
              className="min-h-11 font-semibold text-brand-800 underline underline-offset-2"
            >
              Ver como não lida
            </button>
          </>
        ) : null}
      </p>
    </figure>
  );
}

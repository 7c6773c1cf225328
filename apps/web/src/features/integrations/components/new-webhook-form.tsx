import { useQueryClient } from '@tanstack/react-query';
import {
  type CreatedWebhookEndpoint,
  createWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@vetvoz/domain';
import { LoaderCircle, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { createWebhookEndpoint, WEBHOOKS_KEY } from '../api/webhooks.ts';

/** What each event means, in the vet's words. */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'consultation.transcribed': 'Consulta transcrita',
  'document.ready': 'Documento pronto',
  'document.failed': 'Falha ao gerar documento',
};

/** Registers a receiver's URL for the chosen events; the signing secret comes back once, for `onCreated`. */
export function NewWebhookForm({ onCreated }: { onCreated: (created: CreatedWebhookEndpoint) => void }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const input = { url: url.trim(), events };
    const checked = createWebhookEndpointSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Verifique o endereço.');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      onCreated(await createWebhookEndpoint(input));
      setUrl('');
      setEvents([...WEBHOOK_EVENT_TYPES]);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível cadastrar o endereço.');
    } finally {
      setSaving(false);
    }
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) =>
      on
        ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || current.includes(t))
        : current.filter((t) => t !== type),
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Endereço (URL) do seu sistema"
        hint="Um endereço https público, por exemplo: https://sistema.suaclinica.com.br/webhooks/vetvoz"
        value={url}
        inputMode="url"
        maxLength={500}
        onChange={(event) => setUrl(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-slate-800 text-sm">Avisar quando</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={EVENT_LABELS[type]}
            description={<code>{type}</code>}
            checked={events.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        Cadastrar endereço
      </Button>
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type CreateApiKeyInput, type CreatedApiKey, createApiKeySchema } from '@vetvoz/domain';
import { LoaderCircle, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { API_KEYS_KEY, createApiKey } from '../api/api-keys.ts';

/**
 * Names a new key (the vet's own, or a unit's with `create` and `queryKey`); its value comes back once,
 * for `onCreated` to show. The typed name stays on failure.
 */
export function NewKeyForm<Created extends CreatedApiKey>({
  onCreated,
  create = createApiKey as (input: CreateApiKeyInput) => Promise<Created>,
  queryKey = API_KEYS_KEY,
  submitLabel = 'Criar chave',
}: {
  onCreated: (key: Created) => void;
  create?: (input: CreateApiKeyInput) => Promise<Created>;
  queryKey?: readonly unknown[];
  submitLabel?: string;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const input = { name, scopes: readOnly ? ['read' as const] : ['read' as const, 'write' as const] };
    const checked = createApiKeySchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Verifique o nome da chave.');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      onCreated(await create(input));
      setName('');
      setReadOnly(false);
      await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível criar a chave.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Nome da chave"
        hint="Para você saber onde ela é usada, por exemplo: “Sistema da clínica”."
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <Checkbox
        label="Somente leitura"
        description="A chave lê consultas e documentos, mas não cria nem altera nada."
        checked={readOnly}
        onChange={(event) => setReadOnly(event.target.checked)}
      />
      <Button type="submit" disabled={saving}>
        {saving ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {submitLabel}
      </Button>
    </form>
  );
}

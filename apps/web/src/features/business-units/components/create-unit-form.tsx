import { createUnitRequestSchema, UNIT_NAME_MAX_LENGTH } from '@vetvoz/domain';
import { Building2, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createUnit } from '../api/business-units-api.ts';
import { useUnitAction } from '../model/use-action.ts';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/**
 * "Criar unidade": only the name is asked. docs/product-rules.md §5 also needs the owner's id and e-mail; they are the
 * signed-in vet's, taken by the server from the session, so nobody can create a unit in another's name.
 */
export function CreateUnitForm({ onCreated }: { onCreated: (unitId: string, name: string) => void }) {
  const { user } = useAuth();
  const create = useUnitAction(createUnit);
  const [created, setCreated] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: { name: '' },
    schema: createUnitRequestSchema,
    onSubmit: async (values) => {
      const outcome = await create.run({ name: values.name.trim() });
      if (!outcome.ok) return;
      setCreated(outcome.value.name);
      form.reset();
      onCreated(outcome.value.id, outcome.value.name);
    },
  });

  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="grid gap-4">
      <TextField
        label="Nome da unidade"
        name="name"
        autoComplete="organization"
        maxLength={UNIT_NAME_MAX_LENGTH}
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => {
          form.set('name', event.target.value);
          setCreated(null);
        }}
        hint={
          user
            ? `Você (${user.email}) será o(a) proprietário(a). A unidade começa no plano grátis, com 10 consultas por mês para a equipe.`
            : undefined
        }
      />
      {create.error ? <UnitErrorNotice error={create.error} /> : null}
      <p role="status" className="text-emerald-800 text-sm empty:hidden">
        {created ? `Unidade “${created}” criada. Agora convide a equipe.` : ''}
      </p>
      <div>
        <Button type="submit" disabled={form.submitting} className="max-sm:w-full">
          {form.submitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Building2 aria-hidden="true" className="size-4" />
          )}
          Criar unidade
        </Button>
      </div>
    </form>
  );
}

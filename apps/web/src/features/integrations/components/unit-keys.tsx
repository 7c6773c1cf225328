import { useQuery } from '@tanstack/react-query';
import type { CreatedUnitApiKey, UnitSummary } from '@vetvoz/domain';
import { Building2, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { createUnitApiKey, revokeUnitApiKey, unitApiKeysQuery } from '../api/unit-api-keys.ts';
import { CreatedKey } from './created-key.tsx';
import { KeyList } from './key-list.tsx';
import { NewKeyForm } from './new-key-form.tsx';

/**
 * The keys of the units the vet owns or administers (docs/decisions/053-unit-api-keys.md): what a unit key
 * does is said before it is made, since its creator becomes the author who signs what it creates.
 */
export function UnitKeys({ units }: { units: UnitSummary[] }) {
  return (
    <>
      <div className="space-y-2 text-slate-700 text-sm">
        <p>
          Uma chave da unidade cria consultas <strong>da unidade</strong>, que contam na cota mensal dela,
          como as feitas no app. O autor de cada consulta é quem criou a chave: é essa pessoa que assina a
          receita e os demais documentos.
        </p>
        <p>
          A chave lê só as consultas desse autor nesta unidade e para de funcionar se ele deixar de ser
          proprietário ou administrador dela.
        </p>
      </div>
      {units.map((unit) => (
        <UnitKeyPanel key={unit.id} unit={unit} />
      ))}
    </>
  );
}

function UnitKeyPanel({ unit }: { unit: UnitSummary }) {
  const keys = useQuery(unitApiKeysQuery(unit.id));
  const [created, setCreated] = useState<CreatedUnitApiKey | null>(null);
  const queryKey = unitApiKeysQuery(unit.id).queryKey;
  return (
    <section aria-labelledby={`unidade-${unit.id}`} className="space-y-4 border-slate-100 border-t pt-5">
      <h3 id={`unidade-${unit.id}`} className="flex items-center gap-2 font-medium text-slate-900">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 truncate">{unit.name}</span>
      </h3>
      {created ? <CreatedKey created={created} onDone={() => setCreated(null)} /> : null}
      {keys.isPending ? (
        <LoadingState label="Carregando as chaves da unidade…" className="py-4" />
      ) : keys.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-amber-900 text-sm">
          <p>Não foi possível carregar as chaves da unidade. {keys.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void keys.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Tentar de novo
          </Button>
        </div>
      ) : (
        <KeyList
          keys={keys.data}
          store={{ revoke: (id) => revokeUnitApiKey(unit.id, id), queryKey }}
          empty="Nenhuma chave da unidade ainda."
        />
      )}
      <NewKeyForm<CreatedUnitApiKey>
        onCreated={setCreated}
        create={(input) => createUnitApiKey(unit.id, input)}
        queryKey={queryKey}
        submitLabel="Criar chave da unidade"
      />
    </section>
  );
}

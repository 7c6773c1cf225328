import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useVocabulary } from '../api/vocabulary.ts';
import { AddTermForm, VocabularyList } from './vocabulary-list.tsx';

/**
 * "Vocabulário": what VetVoz learnt from the vet's corrections (and what they typed), and the lists of
 * their units, which the owner and admins keep. They go to the transcription service as a hint and
 * correct what it still mishears (docs/ai-providers.md).
 */
export function VocabularySection() {
  const vocabulary = useVocabulary();
  if (vocabulary.isPending) return <LoadingState label="Carregando o vocabulário…" className="py-6" />;
  if (vocabulary.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-amber-900 text-sm">
        <p>Não foi possível carregar o vocabulário. {vocabulary.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void vocabulary.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar de novo
        </Button>
      </div>
    );
  const { terms, units, limits } = vocabulary.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="vocabulario-proprio" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="vocabulario-proprio" className="font-semibold text-slate-900">
            Seus termos
          </h3>
          <p className="text-slate-500 text-xs">
            {terms.length} de {limits.user}
          </p>
        </div>
        <VocabularyList
          terms={terms}
          canManage
          label="Seus termos"
          emptyText="Nenhum termo ainda. Quando você corrige o nome de um medicamento na transcrição, o VetVoz aprende e ele aparece aqui."
        />
        <AddTermForm />
      </section>
      {units.map((unit) => (
        <section key={unit.unitId} aria-labelledby={`vocabulario-${unit.unitId}`} className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`vocabulario-${unit.unitId}`} className="font-semibold text-slate-900">
              Vocabulário da unidade {unit.unitName}
            </h3>
            <p className="text-slate-500 text-xs">
              {unit.terms.length} de {limits.unit}
            </p>
          </div>
          {unit.canManage ? null : (
            <p className="text-slate-600 text-sm">Mantido pelo dono e pelos administradores da unidade.</p>
          )}
          <VocabularyList
            terms={unit.terms}
            canManage={unit.canManage}
            label={`Vocabulário da unidade ${unit.unitName}`}
            emptyText="Nenhum termo na unidade ainda."
          />
          {unit.canManage ? <AddTermForm unitId={unit.unitId} /> : null}
        </section>
      ))}
    </div>
  );
}

import type { StyleSuggestion } from '@vetvoz/domain';
import { Lightbulb } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useAnswerStyleSuggestion } from '../api/writing-style.ts';

/**
 * Edits the vet made again and again, offered as standing instructions: nothing changes until they
 * choose "Adicionar às instruções"; "Dispensar" stops the offer.
 */
export function StyleSuggestions({
  suggestions,
  onAccepted,
}: {
  suggestions: StyleSuggestion[];
  /** The instructions as saved with the accepted sentence, for the form to show. */
  onAccepted: (instructions: string) => void;
}) {
  const answer = useAnswerStyleSuggestion();
  if (suggestions.length === 0) return null;
  const respond = (suggestion: StyleSuggestion, choice: 'accept' | 'dismiss') =>
    answer.mutate(
      { id: suggestion.id, answer: choice },
      {
        onSuccess: (view) => {
          if (choice === 'accept') {
            onAccepted(view.instructions);
            toast.success('Instrução adicionada a "Como você escreve".');
          }
        },
        onError: (error) =>
          toast.error('Não foi possível responder à sugestão.', {
            message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
          }),
      },
    );
  return (
    <section aria-labelledby="sugestoes-estilo" className="space-y-3">
      <h3 id="sugestoes-estilo" className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-4 text-amber-600" />
        Sugestões das suas edições
      </h3>
      <ul className="space-y-3">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
            <p className="text-amber-950">{suggestion.reason}</p>
            <p className="mt-1 text-slate-800">
              Adicionar às instruções: <q className="font-medium">{suggestion.instruction}</q>
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.isPending} onClick={() => respond(suggestion, 'accept')}>
                Adicionar às instruções
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={answer.isPending}
                onClick={() => respond(suggestion, 'dismiss')}
              >
                Dispensar
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

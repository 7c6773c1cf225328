import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useWritingStyle } from '../api/writing-style.ts';
import { WritingStyleForm } from './writing-style-form.tsx';

/** The profile's "Como você escreve" section: loads the vet's style, then the form. */
export function WritingStyleSection() {
  const style = useWritingStyle();
  if (style.isPending) return <LoadingState label="Carregando seu estilo de escrita…" className="py-6" />;
  if (style.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-amber-900 text-sm">
        <p>Não foi possível carregar seu estilo de escrita. {style.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void style.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar de novo
        </Button>
      </div>
    );
  return <WritingStyleForm style={style.data} />;
}

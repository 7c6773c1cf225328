import type { VocabularyCorrection } from '@vetvoz/domain';
import { SpellCheck } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The words VetVoz corrected with the vet's vocabulary, so none goes unchecked: a wrong one is fixed in
 * the text like any other word, and VetVoz then forgets that correction (docs/ai-providers.md).
 */
export function VocabularyCorrections({ corrections }: { corrections: VocabularyCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950 text-sm">
      <p className="flex items-center gap-1.5 font-medium">
        <SpellCheck aria-hidden="true" className="size-4 shrink-0" />
        Corrigido pelo vocabulário
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Correções feitas pelo vocabulário">
        {corrections.map((c) => (
          <li
            key={`${c.heard}|${c.term}`}
            className="rounded-lg border border-sky-200 bg-white px-2 py-0.5 text-slate-800"
          >
            <span className="text-slate-500 line-through">{c.heard}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> corrigido para </span>
            <span className="font-medium">{c.term}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-sky-900 text-xs">
        Confira no texto. Se alguma estiver errada, corrija a palavra: o VetVoz deixa de fazer essa correção.{' '}
        <Link to="/profile#vocabulario" className="underline underline-offset-2">
          Ver meu vocabulário
        </Link>
      </p>
    </div>
  );
}

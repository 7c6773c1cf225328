import { CONTROLLED_ELECTRONIC_NOTICE } from '@vetvoz/domain';
import { TriangleAlert } from 'lucide-react';

/**
 * Before a receita with controlled drugs is issued: which receituário each drug needs, what the PDF holds,
 * and that an electronic controlled prescription is valid only from an SNCR platform (docs/
 * controlled-receituarios.md) — so nobody takes VetVoz's PDF for the official form.
 */
export function ControlledNotice({ lines, pdf }: { lines: readonly string[]; pdf: boolean }) {
  return (
    <section
      aria-label="Medicamentos de controle especial"
      className="grid gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>
          {pdf
            ? 'Esta receita tem medicamento de controle especial: o PDF separa cada um no receituário que a lei pede.'
            : 'Esta receita tem medicamento de controle especial: o texto não substitui o receituário. Baixe o PDF para imprimir as vias e assinar.'}
        </span>
      </p>
      <ul className="grid list-disc gap-1 pl-10">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="pl-6 text-amber-800">{CONTROLLED_ELECTRONIC_NOTICE}</p>
    </section>
  );
}

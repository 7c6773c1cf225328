import { useId } from 'react';
import { ResponsavelFields } from './responsavel-fields.tsx';

const ALL_FIELDS = ['responsavelNome', 'responsavelCpf', 'responsavelEndereco', 'telefone', 'email'] as const;

/**
 * The tutor, typed once for the whole visit: every PDF, WhatsApp and e-mail of this consultation starts from
 * here. Page memory only (docs/privacy.md): nothing of it is saved, on the server or in this browser.
 */
export function ResponsavelPanel() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3">
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-base text-slate-900">
          Responsável pelo animal
        </h3>
        <p className="mt-1 text-slate-600 text-sm">
          Preencha uma vez: vale para todos os documentos e envios desta consulta. Nada disso fica salvo.
        </p>
      </div>
      <div className="grid min-w-0 gap-x-4 gap-y-3 sm:grid-cols-2">
        <ResponsavelFields idPrefix={id} fields={ALL_FIELDS} wide />
      </div>
    </section>
  );
}

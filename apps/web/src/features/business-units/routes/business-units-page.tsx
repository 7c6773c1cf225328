import { Building2 } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function BusinessUnitsPage() {
  return (
    <PageFrame
      title="Unidades de Negócio"
      description="Clínicas e hospitais que compartilham uma assinatura: crie unidades, convide a equipe e defina papéis."
    >
      <PlaceholderPanel icon={Building2} title="Sua clínica no VetVoz">
        Aqui você vai criar unidades, convidar veterinários como membros ou administradores e acompanhar a
        cota mensal de consultas.
      </PlaceholderPanel>
    </PageFrame>
  );
}

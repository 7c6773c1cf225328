import { ScrollText } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function TermsPage() {
  return (
    <PageFrame
      title="Termos de Uso"
      description="As condições para usar o VetVoz: requisitos de cadastro, limites de cada plano, cobrança, cancelamento e responsabilidades."
      narrow
    >
      <PlaceholderPanel icon={ScrollText} title="Texto completo dos Termos de Uso">
        O texto integral será publicado nesta página. Dúvidas sobre as condições de uso podem ser enviadas ao
        nosso contato, no rodapé.
      </PlaceholderPanel>
    </PageFrame>
  );
}

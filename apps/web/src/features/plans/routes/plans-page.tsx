import { BadgeCheck } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function PlansPage() {
  return (
    <PageFrame
      title="Planos"
      description="Todos os planos têm os mesmos recursos; o semestral e o anual saem com desconto. Comece com 10 consultas grátis, sem cartão de crédito."
    >
      <PlaceholderPanel icon={BadgeCheck} title="Pro Mensal, Pro semestral e Pro Anual">
        Em breve você poderá comparar os planos e assinar por aqui. O cancelamento pode ser feito a qualquer
        momento, sem custo adicional.
      </PlaceholderPanel>
    </PageFrame>
  );
}

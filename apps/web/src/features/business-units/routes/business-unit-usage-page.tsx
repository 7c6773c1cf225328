import { ChartColumn } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function BusinessUnitUsagePage() {
  return (
    <PageFrame
      title="Uso da Unidade"
      description="Quantas consultas a unidade já usou no período atual e quanto resta da cota da assinatura."
    >
      <PlaceholderPanel icon={ChartColumn} title="Consumo da cota">
        Aqui você vai ver o uso por período e por membro da equipe, com a data da próxima renovação.
      </PlaceholderPanel>
    </PageFrame>
  );
}

import { LayoutDashboard } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function BusinessUnitDashboardPage() {
  return (
    <PageFrame
      title="Painel da Unidade"
      description="Um resumo das unidades que você administra: equipe, consultas realizadas e situação da assinatura."
    >
      <PlaceholderPanel icon={LayoutDashboard} title="Visão geral da unidade">
        Aqui os donos e administradores vão acompanhar a atividade da equipe e gerenciar membros e convites.
      </PlaceholderPanel>
    </PageFrame>
  );
}

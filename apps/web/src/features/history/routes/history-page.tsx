import { History } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function HistoryPage() {
  return (
    <PageFrame
      title="Histórico de Consultas"
      description="As suas consultas anteriores, com a transcrição e os documentos gerados em cada uma."
    >
      <PlaceholderPanel icon={History} title="Suas consultas em um só lugar">
        Aqui você vai buscar consultas por paciente ou data, reabrir documentos, editar e reenviar ao tutor.
      </PlaceholderPanel>
    </PageFrame>
  );
}

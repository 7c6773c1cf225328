import { Mic } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function ConsultationPage() {
  return (
    <PageFrame
      title="Nova Consulta"
      description="Grave a consulta, acompanhe a transcrição e gere os documentos para revisar, baixar em PDF ou enviar ao tutor."
    >
      <PlaceholderPanel icon={Mic} title="Gravação da consulta">
        Nesta tela você vai informar os dados do paciente, gravar a conversa e gerar anamnese, receita,
        diagnóstico, orientações ao tutor e atestados.
      </PlaceholderPanel>
    </PageFrame>
  );
}

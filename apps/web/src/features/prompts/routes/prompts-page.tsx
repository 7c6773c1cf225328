import { ScrollText } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function PromptsPage() {
  return (
    <PageFrame
      title="Gerenciar Prompts"
      description="As instruções que orientam a IA na redação de cada tipo de documento, com histórico de versões."
    >
      <PlaceholderPanel icon={ScrollText} title="Prompts por tipo de documento">
        Aqui será possível editar o prompt de anamnese, receita, diagnóstico, orientações e atestados,
        comparar versões e escolher a versão ativa.
      </PlaceholderPanel>
    </PageFrame>
  );
}

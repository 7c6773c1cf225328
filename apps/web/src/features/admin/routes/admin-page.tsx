import { ShieldCheck } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function AdminPage() {
  return (
    <PageFrame
      title="Administração"
      description="Ferramentas do administrador do site: modo de manutenção, notificações aos usuários e indicadores de uso."
    >
      <PlaceholderPanel icon={ShieldCheck} title="Área do administrador">
        Aqui será possível ativar o modo de manutenção, publicar notificações e acompanhar os acessos à
        plataforma.
      </PlaceholderPanel>
    </PageFrame>
  );
}

import { ShieldCheck } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function PrivacyPage() {
  return (
    <PageFrame
      title="Política de Privacidade"
      description="Como tratamos seus dados conforme a LGPD: o que coletamos, com quem compartilhamos, por quanto tempo guardamos e quais são os seus direitos."
      narrow
    >
      <PlaceholderPanel icon={ShieldCheck} title="Texto completo da Política de Privacidade">
        O texto integral será publicado nesta página. O áudio das consultas nunca é armazenado e os dados do
        tutor não ficam guardados.
      </PlaceholderPanel>
    </PageFrame>
  );
}

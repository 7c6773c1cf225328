import { HeartHandshake } from 'lucide-react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { PlaceholderPanel } from '../../../components/ui/placeholder-panel.tsx';

export function AboutPage() {
  return (
    <PageFrame
      title="Sobre o VetVoz"
      description="Quem somos, nossa missão e como o VetVoz ajuda médicos-veterinários a passar menos tempo digitando e mais tempo com os pacientes."
    >
      <PlaceholderPanel icon={HeartHandshake} title="Nossa história">
        Aqui você vai conhecer a equipe por trás do VetVoz, os princípios de privacidade que guiam o produto e
        os profissionais que ajudam a construí-lo.
      </PlaceholderPanel>
    </PageFrame>
  );
}

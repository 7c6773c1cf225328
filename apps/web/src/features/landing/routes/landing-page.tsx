import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Benefits } from '../components/benefits.tsx';
import { ClosingCall } from '../components/closing-call.tsx';
import { DemoVideo } from '../components/demo-video.tsx';
import { Faq } from '../components/faq.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { MeasuredFigures } from '../components/measured-figures.tsx';
import { ValueCards } from '../components/value-cards.tsx';

/** The landing page (docs/product-rules.md §2). Loaded eagerly: it is the entry for most visitors. */
export function LandingPage() {
  useDocumentTitle('VetVoz — Assistente de IA para médicos-veterinários', { full: true });
  return (
    <>
      <Hero />
      <HowItWorks />
      <DemoVideo />
      <MeasuredFigures />
      <ValueCards />
      <Benefits />
      <Faq />
      <ClosingCall />
    </>
  );
}

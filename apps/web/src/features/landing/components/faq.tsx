import { FAQ_VISIBILITY_THRESHOLD } from '@vetvoz/domain';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useSiteInfo } from '../../../lib/site-info-query.ts';
import { faqItems } from '../content/landing-content.ts';

/** Shown until the configured contact arrives. */
const FALLBACK_CONTACT = 'contato@vetvoz.com.br';

/** FAQ: eight questions, one open at a time (docs/product-rules.md §4); animates in at 20% visible. */
export function Faq() {
  const contactEmail = useSiteInfo()?.contactEmail ?? FALLBACK_CONTACT;
  const items = faqItems({ contactEmail }).map((item) => ({
    id: item.id,
    title: item.question,
    content: <p>{item.answer}</p>,
  }));
  return (
    <Section
      id="perguntas-frequentes"
      eyebrow="Dúvidas"
      title="Perguntas frequentes"
      description="O que os veterinários mais perguntam antes de começar."
      revealThreshold={FAQ_VISIBILITY_THRESHOLD}
      tone="white"
    >
      <Accordion items={items} headingLevel={3} className="mx-auto max-w-3xl" />
    </Section>
  );
}

import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Hero } from '../components/hero.tsx';

/** The landing page. Loaded eagerly (it is the entry for most visitors); other pages are split out. */
export function LandingPage() {
  useDocumentTitle('VetVoz — Assistente de IA para médicos-veterinários', { full: true });
  return <Hero />;
}

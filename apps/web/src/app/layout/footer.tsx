import { whatsappLink } from '@vetvoz/domain';
import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useSiteInfo } from '../../lib/site-info-query.ts';

export const FOOTER_SENTENCE = 'Transformando a medicina veterinária com inteligência artificial.';

const linkClass = 'rounded text-slate-600 text-sm transition-colors hover:text-brand-800 hover:underline';

export function Footer() {
  const siteInfo = useSiteInfo();
  const year = new Date().getFullYear();

  return (
    <footer className="border-slate-200 border-t bg-white">
      <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-slate-600 text-sm leading-relaxed">{FOOTER_SENTENCE}</p>
        </div>

        <nav aria-label="Documentos legais">
          <h2 className="font-semibold text-slate-900 text-sm">Institucional</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/terms" className={linkClass}>
                Termos de Uso
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Política de Privacidade
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-slate-900 text-sm">Contato</h2>
          <ul className="mt-3 space-y-2">
            {siteInfo?.contactEmail ? (
              <li>
                <a
                  href={`mailto:${siteInfo.contactEmail}`}
                  className={`${linkClass} inline-flex items-center gap-2 break-all`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {siteInfo.contactEmail}
                </a>
              </li>
            ) : null}
            {siteInfo?.whatsappNumber ? (
              <li>
                <a
                  href={whatsappLink(siteInfo.whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                  Fale conosco pelo WhatsApp
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </Container>
      <div className="border-slate-100 border-t">
        <Container className="py-5 text-slate-500 text-xs">
          © {year} VetVoz. Todos os direitos reservados.
        </Container>
      </div>
    </footer>
  );
}

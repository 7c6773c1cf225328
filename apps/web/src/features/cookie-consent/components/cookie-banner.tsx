import { Cookie } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useCookieConsent, writeCookieConsent } from '../../../lib/cookie-consent.ts';

/**
 * Spec: "Política de Cookies" with Recusar and Aceitar, shown only while no choice is stored.
 * A non-modal region at the bottom: the page stays usable behind it. Accepting also lets the
 * analytics hook report the current page (see lib/analytics.ts).
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const titleId = useId();
  if (consent !== null) return null;

  return (
    <>
      {/* Room at the end of the page, so the fixed banner never hides the footer's last links. */}
      <div aria-hidden="true" className="h-52 sm:h-36" />
      <section
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-30 p-3 sm:p-4"
        style={{ paddingBottom: 'max(0.75rem, env(safe-area-inset-bottom))' }}
      >
        <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-slate-900/10 shadow-xl sm:flex-row sm:items-center sm:gap-6 sm:p-5">
          <div className="flex gap-3">
            <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-brand-700 sm:block" />
            <div>
              <h2 id={titleId} className="font-semibold text-slate-900 text-sm">
                Política de Cookies
              </h2>
              <p className="mt-1 text-slate-600 text-sm leading-relaxed">
                Usamos cookies essenciais para o VetVoz funcionar e, se você aceitar, cookies de análise para
                entender o uso e melhorar o serviço. Saiba mais na{' '}
                <Link to="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
                  Política de Privacidade
                </Link>
                .
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              onClick={() => writeCookieConsent('declined')}
            >
              Recusar
            </Button>
            <Button className="flex-1 sm:flex-none" onClick={() => writeCookieConsent('accepted')}>
              Aceitar
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

import { type LegalDocument, privacyPolicy, termsOfUse } from '@vetvoz/domain';
import { useSiteInfo } from '../../../lib/site-info-query.ts';

/** Shown until the configured contact arrives (and if it never does). */
const FALLBACK_CONTACT = 'contato@vetvoz.com.br';

/** The terms and the privacy policy with the configured contact e-mail (pages and the sign-up modals). */
export function useLegalDocument(kind: 'terms' | 'privacy'): LegalDocument {
  const contactEmail = useSiteInfo()?.contactEmail ?? FALLBACK_CONTACT;
  return kind === 'terms' ? termsOfUse({ contactEmail }) : privacyPolicy({ contactEmail });
}

import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useMetaDescription } from '../../../lib/head.ts';
import { useSiteInfo } from '../../../lib/site-info-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLegalDocument } from '../api/use-legal-documents.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

const OTHER = {
  terms: { to: '/privacy', label: 'Ler a Política de Privacidade' },
  privacy: { to: '/terms', label: 'Ler os Termos de Uso' },
} as const;

/** /terms and /privacy: the full text in a readable column (about 70 characters a line), with contents. */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const document = useLegalDocument(kind);
  const contactEmail = useSiteInfo()?.contactEmail;
  useDocumentTitle(document.title);
  useMetaDescription(document.intro);
  const other = OTHER[kind];

  return (
    <Container className="py-10 sm:py-14">
      <article aria-labelledby="documento-titulo" className="mx-auto max-w-3xl">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Documentos legais</p>
        <h1
          id="documento-titulo"
          className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          {document.title}
        </h1>
        <div className="mt-6">
          <LegalDocumentView document={document} withContents />
        </div>
        <footer className="mt-12 flex flex-col gap-3 border-slate-200 border-t pt-6 text-slate-600 text-sm sm:flex-row sm:justify-between">
          <p>
            Dúvidas?{' '}
            {contactEmail ? (
              <a className="font-medium text-brand-700 hover:underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            ) : (
              'Fale com o suporte.'
            )}
          </p>
          <Link to={other.to} className="font-medium text-brand-700 hover:underline">
            {other.label}
          </Link>
        </footer>
      </article>
    </Container>
  );
}

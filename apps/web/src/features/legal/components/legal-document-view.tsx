import type { LegalDocument } from '@vetvoz/domain';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Heading level of the section titles: 2 on the page (under its h1), 3 inside a dialog. */
  sectionHeadingLevel?: 2 | 3;
  /** Table of contents with links to each section (long pages). */
  withContents?: boolean;
}

/** Renders a legal text (terms or privacy policy) for reading: intro, contents, numbered sections. */
export function LegalDocumentView({
  document,
  sectionHeadingLevel = 2,
  withContents = false,
}: LegalDocumentViewProps) {
  const Heading = sectionHeadingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="text-slate-700 leading-relaxed">
      <p className="text-slate-500 text-sm">
        Última atualização: {dateFormat.format(new Date(`${document.updatedAt}T00:00:00Z`))}
      </p>
      <p className="mt-4">{document.intro}</p>
      {withContents ? (
        <nav aria-label="Índice" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-card">
          <p className="font-semibold text-slate-900 text-sm">Índice</p>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className="text-brand-700 hover:underline" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titulo`}
          className="mt-8 scroll-mt-24"
        >
          <Heading id={`${section.id}-titulo`} className="font-semibold text-lg text-slate-900">
            {section.title}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-brand-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

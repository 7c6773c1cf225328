import type { DocumentBlock, DocumentField, DocumentType, Patient, PromptTestOutput } from '@vetvoz/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDuration } from '../model/format.ts';
import { testOutputView } from '../model/test-output-view.ts';

interface TestOutputProps {
  title: string;
  type: DocumentType;
  patient: Patient;
  output: PromptTestOutput;
}

/** One side of a test: the document as it would print, or why it failed (pt-BR), and the raw JSON. */
export function TestOutput({ title, type, patient, output }: TestOutputProps) {
  const view = output.ok ? testOutputView(type, output.content, patient) : null;
  return (
    <section
      aria-label={title}
      // A container: fields sit beside their labels only where this column (not the window) is wide.
      className="@container flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-slate-200 border-b px-4 py-3">
        <h4 className="font-semibold text-slate-900 text-sm">{title}</h4>
        <p className="flex items-center gap-1.5 text-xs">
          {output.ok ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
              <span className="text-slate-600">
                Gerado em {formatDuration(output.durationMs)}
                {output.repaired ? ' · resposta corrigida automaticamente' : ''}
              </span>
            </>
          ) : (
            <>
              <CircleAlert aria-hidden="true" className="size-4 text-red-600" />
              <span className="text-red-700">Falhou em {formatDuration(output.durationMs)}</span>
            </>
          )}
        </p>
      </header>
      <div className="grid gap-3 p-4 text-sm">
        {output.ok ? (
          view ? (
            <>
              {view.identification.length > 0 ? (
                <Part heading="Identificação do animal">
                  <Fields fields={view.identification} />
                </Part>
              ) : null}
              {view.blocks.length > 0 ? (
                view.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one rendering, never reordered
                  <Block key={index} block={block} />
                ))
              ) : (
                <p className="text-slate-500 italic">O modelo deixou todos os campos vazios.</p>
              )}
            </>
          ) : (
            <p className="text-amber-800">
              A resposta não segue o formato esperado para este documento; veja o JSON abaixo.
            </p>
          )
        ) : (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {output.error.message}
          </p>
        )}
        {output.ok ? (
          <details className="group rounded-lg border border-slate-200">
            <summary className="cursor-pointer select-none px-3 py-2 font-medium text-slate-700 text-xs">
              Ver JSON da resposta
            </summary>
            <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words border-slate-200 border-t bg-slate-50 p-3 font-mono text-slate-800 text-xs">
              {JSON.stringify(output.content, null, 2)}
            </pre>
          </details>
        ) : null}
      </div>
    </section>
  );
}

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'statement':
      return <p className="text-slate-900">{block.text}</p>;
    case 'notice':
      return (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900 text-xs">
          {block.text}
        </p>
      );
    case 'paragraph':
      return (
        <Part heading={block.heading}>
          <p className="whitespace-pre-line text-slate-900">{block.text}</p>
        </Part>
      );
    case 'fields':
      return (
        <Part heading={block.heading}>
          <Fields fields={block.fields} />
        </Part>
      );
    case 'list':
      return (
        <Part heading={block.heading}>
          <ul className="list-disc space-y-0.5 pl-5 text-slate-900">
            {block.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: generated texts have no id
              <li key={index}>{item}</li>
            ))}
          </ul>
        </Part>
      );
    case 'medications':
      return (
        <Part heading={block.heading}>
          <ol className="grid gap-2">
            {block.items.map((item) => (
              <li key={item.number}>
                <p className="text-slate-900">{item.line}</p>
                {item.details.map((detail) => (
                  <p key={detail} className="text-slate-600 text-xs">
                    {detail}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        </Part>
      );
    case 'entries':
      return (
        <Part heading={block.heading}>
          <div className="grid gap-2">
            {block.entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: generated entries have no id
              <div key={index} className="rounded-lg border border-slate-200 p-2.5">
                <p className="mb-1 font-medium text-slate-900">{entry.title}</p>
                <Fields fields={entry.fields} />
              </div>
            ))}
          </div>
        </Part>
      );
  }
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h5 className="mb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide">{heading}</h5>
      {children}
    </div>
  );
}

function Fields({ fields }: { fields: DocumentField[] }) {
  if (fields.length === 0) return null;
  return (
    <dl className="grid gap-1.5 @md:gap-0.5">
      {fields.map((field) => (
        <div key={field.label} className="@md:grid @md:grid-cols-[10rem_minmax(0,1fr)] @md:gap-3">
          <dt className="text-slate-500 text-xs @md:text-sm">{field.label}</dt>
          <dd className="text-slate-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

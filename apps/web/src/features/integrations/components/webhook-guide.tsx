import { NODE_SIGNATURE_SNIPPET, PHP_SIGNATURE_SNIPPET, PYTHON_SIGNATURE_SNIPPET } from '@vetvoz/domain';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

const SAMPLE_REQUEST = `POST /webhooks/vetvoz HTTP/1.1
Content-Type: application/json
VetVoz-Signature: t=1764161234,v1=5f2b…(64 hexadecimais)

{"id":"8c0e…","type":"document.ready","createdAt":"2026-11-26T14:07:14.000Z",
 "data":{"consultationId":"3f9a…","externalId":"ATD-0042","documentId":"b71d…","documentType":"receita"}}`;

const LANGUAGES = [
  { id: 'node', label: 'Node.js', code: NODE_SIGNATURE_SNIPPET },
  { id: 'python', label: 'Python', code: PYTHON_SIGNATURE_SNIPPET },
  { id: 'php', label: 'PHP', code: PHP_SIGNATURE_SNIPPET },
] as const;

const codeBlock = 'mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-slate-100 text-xs leading-relaxed';

/** What a receiver gets, how retries work, and how to check the signature (docs/api.md). */
export function WebhookGuide() {
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]['id']>('node');
  const chosen = LANGUAGES.find((l) => l.id === language) ?? LANGUAGES[0];
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-700">
        Cada aviso é um <code>POST</code> com JSON: o tipo, um <code>id</code> único do evento, a data e os
        identificadores (nunca dados do tutor nem o texto da consulta). Leia o documento pela API com a sua
        chave.
      </p>
      <pre className={codeBlock}>
        <code>{SAMPLE_REQUEST}</code>
      </pre>
      <p className="text-slate-700">
        Responda com um status 2xx em até 10 segundos. Se o seu sistema estiver fora do ar, tentamos de novo
        em 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h e 12 h (mais de 24 horas). O mesmo evento pode chegar
        mais de uma vez: descarte os repetidos pelo <code>id</code>. Responder <code>410</code> desativa o
        endereço.
      </p>
      <div>
        <h3 className="font-medium text-slate-900">Confira a assinatura</h3>
        <p className="mt-1 text-slate-700">
          <code>v1</code> é o HMAC-SHA256, em hexadecimal, de <code>{'"<t>.<corpo>"'}</code> com o segredo do
          endereço. Use o corpo exatamente como chegou e recuse avisos com mais de 5 minutos.
        </p>
        <div role="tablist" aria-label="Linguagem" className="mt-3 flex gap-2">
          {LANGUAGES.map((l) => (
            <button
              key={l.id}
              type="button"
              role="tab"
              aria-selected={l.id === language}
              onClick={() => setLanguage(l.id)}
              className={cn(
                'rounded-lg px-3 py-1.5 font-medium text-xs',
                l.id === language
                  ? 'bg-brand-700 text-white'
                  : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
              )}
            >
              {l.label}
            </button>
          ))}
        </div>
        <pre role="tabpanel" aria-label={chosen.label} className={codeBlock}>
          <code>{chosen.code}</code>
        </pre>
      </div>
    </div>
  );
}

/** How a practice system calls VetVoz (docs/api.md), with this site's own address. */
export function ApiWalkthrough() {
  const base = `${window.location.origin}/api/v1`;
  const steps = [
    {
      title: '1. Crie a consulta com o identificador do atendimento no seu sistema',
      code: `curl -X POST ${base}/consultations \\
  -H "Authorization: Bearer SUA_CHAVE" -H "Content-Type: application/json" \\
  -d '{"externalId":"ATD-0042","patient":{"name":"Thor","species":"cao","weightKg":12.5}}'`,
    },
    {
      title: '2. Envie o texto da consulta (o nome do tutor é retirado)',
      code: `curl -X PUT ${base}/consultations/ID_DA_CONSULTA/transcript \\
  -H "Authorization: Bearer SUA_CHAVE" -H "Content-Type: application/json" \\
  -d '{"transcript":"Thor, cão de oito anos…","tutorName":"Ana Souza"}'`,
    },
    {
      title: '3. Peça os documentos e leia-os quando estiverem prontos',
      code: `curl -X POST ${base}/consultations/ID_DA_CONSULTA/documents \\
  -H "Authorization: Bearer SUA_CHAVE" -H "Content-Type: application/json" \\
  -d '{"types":["anamnese","receita"]}'
curl ${base}/consultations/ID_DA_CONSULTA/documents -H "Authorization: Bearer SUA_CHAVE"`,
    },
  ];
  return (
    <div className="space-y-5 text-sm">
      <p className="text-slate-700">
        A chave age em seu nome: as consultas contam no seu plano (com uma chave da unidade, na cota da
        unidade), os documentos saem assinados por você e os dados passam pela mesma anonimização do
        aplicativo. A referência completa está em{' '}
        <a className="font-medium text-brand-700 underline" href="/api/openapi.json">
          /api/openapi.json
        </a>{' '}
        (etiqueta <code>api-v1</code>).
      </p>
      {steps.map((step) => (
        <div key={step.title}>
          <h3 className="font-medium text-slate-900">{step.title}</h3>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-slate-100 text-xs leading-relaxed">
            <code>{step.code}</code>
          </pre>
        </div>
      ))}
      <p className="text-slate-600">
        O <code>externalId</code> é um identificador, nunca um nome: não coloque o tutor nele. Repetir a
        criação com o mesmo <code>externalId</code> devolve a mesma consulta.
      </p>
    </div>
  );
}

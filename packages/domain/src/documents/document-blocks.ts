import type { AnamneseContent } from './anamnese.ts';
import type { AtestadoSaudeContent, AtestadoVacinacaoContent, VaccineItem } from './atestados.ts';
import { documentContentSchemas } from './content-schemas.ts';
import { CONTROLLED_RECEITA_NOTICE } from './controlled-substances.ts';
import type { DiagnosticoContent } from './diagnostico.ts';
import type { DocumentType } from './document-types.ts';
import type { DocumentBlock, DocumentField } from './document-view.ts';
import { formatDateBr, formatIsoDay, type IssueDate, localiseIsoDates, present } from './format.ts';
import { formatMedicationLine } from './medication-line.ts';
import type { OrientacoesContent } from './orientacoes.ts';
import type { ReceitaContent } from './receita.ts';

type AnimalIdentification = ReceitaContent['identificacaoAnimal'];

interface Blocks {
  blocks: DocumentBlock[];
  /** Extra identification of the animal (pelagem, marcas, microchip), printed with the patient. */
  identification: DocumentField[];
}

export function buildDocumentBlocks(type: DocumentType, rawContent: unknown, date: IssueDate): Blocks {
  switch (type) {
    case 'anamnese':
      return {
        blocks: anamneseBlocks(documentContentSchemas.anamnese.parse(rawContent)),
        identification: [],
      };
    case 'receita': {
      const content = documentContentSchemas.receita.parse(rawContent);
      return {
        blocks: receitaBlocks(content),
        identification: identificationFields(content.identificacaoAnimal),
      };
    }
    case 'diagnostico':
      return {
        blocks: diagnosticoBlocks(documentContentSchemas.diagnostico.parse(rawContent)),
        identification: [],
      };
    case 'orientacoes':
      return {
        blocks: orientacoesBlocks(documentContentSchemas.orientacoes.parse(rawContent)),
        identification: [],
      };
    case 'atestado-saude': {
      const content = documentContentSchemas['atestado-saude'].parse(rawContent);
      return {
        blocks: atestadoSaudeBlocks(content, date),
        identification: identificationFields(content.identificacaoAnimal),
      };
    }
    case 'atestado-vacinacao': {
      const content = documentContentSchemas['atestado-vacinacao'].parse(rawContent);
      return {
        blocks: atestadoVacinacaoBlocks(content, date),
        identification: identificationFields(content.identificacaoAnimal),
      };
    }
  }
}

function anamneseBlocks(c: AnamneseContent): DocumentBlock[] {
  return compact([
    paragraph('Queixa principal', c.queixaPrincipal),
    paragraph('Histórico', c.historico),
    paragraph('Antecedentes', c.antecedentes),
    paragraph('Medicações em uso', c.medicacoesEmUso),
    fields('Hábitos e manejo', [
      ['Alimentação', c.habitos.alimentacao],
      ['Ingestão de água', c.habitos.ingestaoHidrica],
      ['Urina e fezes', c.habitos.eliminacoes],
      ['Ambiente', c.habitos.ambiente],
      ['Contactantes', c.habitos.contactantes],
      ['Vacinação', c.habitos.vacinacao],
      ['Vermifugação', c.habitos.vermifugacao],
      ['Controle de ectoparasitas', c.habitos.ectoparasitas],
    ]),
    fields('Sinais vitais e parâmetros', [
      ['Temperatura', c.sinaisVitais.temperatura],
      ['Frequência cardíaca', c.sinaisVitais.frequenciaCardiaca],
      ['Frequência respiratória', c.sinaisVitais.frequenciaRespiratoria],
      ['TPC', c.sinaisVitais.tpc],
      ['Mucosas', c.sinaisVitais.mucosas],
      ['Hidratação', c.sinaisVitais.hidratacao],
      ['Peso', c.sinaisVitais.peso],
      ['Escore corporal', c.sinaisVitais.escoreCorporal],
    ]),
    paragraph('Exame físico', c.exameFisico),
    paragraph('Exames realizados', c.examesRealizados),
    paragraph('Observações', c.observacoes),
  ]);
}

function receitaBlocks(c: ReceitaContent): DocumentBlock[] {
  const items = c.itens.map((item, index) => formatMedicationLine(item, index + 1));
  return compact([
    items.length > 0 ? { kind: 'medications', heading: 'Prescrição', items } : null,
    paragraph('Orientações gerais', c.orientacoesGerais),
    items.some((item) => item.controlled) ? { kind: 'notice', text: CONTROLLED_RECEITA_NOTICE } : null,
  ]);
}

function diagnosticoBlocks(c: DiagnosticoContent): DocumentBlock[] {
  return compact([
    paragraph('Diagnóstico presuntivo', c.presuntivo),
    paragraph('Diagnóstico conclusivo', c.conclusivo),
    paragraph('Achados relevantes', c.achadosRelevantes),
    list('Diagnósticos diferenciais', c.diferenciais),
    list('Exames complementares sugeridos', c.examesComplementares),
    paragraph('Conduta', c.conduta),
    paragraph('Prognóstico', c.prognostico),
  ]);
}

function orientacoesBlocks(c: OrientacoesContent): DocumentBlock[] {
  return compact([
    paragraph('Resumo da consulta', c.resumo),
    list('Cuidados em casa', c.cuidados),
    list('Medicações', c.medicacoes),
    list('Procure o médico-veterinário antes do retorno se notar', c.sinaisDeAlerta),
    paragraph('Retorno', c.retorno),
  ]);
}

function atestadoSaudeBlocks(c: AtestadoSaudeContent, date: IssueDate): DocumentBlock[] {
  const finalidade = present(c.finalidade);
  const purpose = finalidade ? `para fins de ${finalidade}` : 'para os devidos fins';
  return compact([
    {
      kind: 'statement',
      text: `Atesto, ${purpose}, que examinei nesta data, ${formatDateBr(date)}, o animal identificado acima.`,
    },
    paragraph('Avaliação clínica', c.avaliacaoClinica),
    fields('Informações sanitárias', [
      ['Destino', c.destino],
      ['Vacinação antirrábica', c.vacinacaoAntirrabica],
      ['Outras imunizações', c.outrasImunizacoes],
      ['Vermifugação e ectoparasitas', c.antiparasitarios],
    ]),
    c.medidasSanitariasOficiais === true
      ? {
          kind: 'statement',
          text: 'Declaro que foram atendidas as medidas sanitárias definidas pelo(s) Serviço(s) Oficial(is).',
        }
      : null,
    paragraph('Observações', c.observacoes),
  ]);
}

function atestadoVacinacaoBlocks(c: AtestadoVacinacaoContent, date: IssueDate): DocumentBlock[] {
  // "Vacinado por mim nesta data" (domain doc §6) is only true when no vaccine was given on another day.
  const today = formatIsoDay(date);
  const allToday = c.vacinas.every((v) => {
    const applied = present(v.dataAplicacao);
    return !applied || sameDay(applied, today);
  });
  const when = allToday ? ` nesta data, ${formatDateBr(date)},` : ' nas datas indicadas abaixo,';
  return compact([
    {
      kind: 'statement',
      text: `Atesto que o animal identificado acima foi vacinado por mim${when} conforme segue.`,
    },
    c.vacinas.length > 0
      ? {
          kind: 'entries',
          heading: 'Vacinas aplicadas',
          entries: c.vacinas.map((vacina, index) => ({
            title: present(vacina.produto) ?? `Vacina ${index + 1}`,
            fields: vaccineFields(vacina),
          })),
        }
      : null,
    paragraph('Observações', c.observacoes),
  ]);
}

function vaccineFields(v: VaccineItem): DocumentField[] {
  return toFields([
    ['Fabricante', v.fabricante],
    ['Partida', v.partida],
    ['Fabricação', v.fabricacao],
    ['Validade', v.validade],
    ['Dose', v.dose],
    ['Data da aplicação', v.dataAplicacao],
    ['Próxima dose', v.proximaDose],
  ]);
}

function identificationFields(id: AnimalIdentification): DocumentField[] {
  return toFields([
    ['Pelagem', id.pelagem],
    ['Sinais particulares', id.sinaisParticulares],
    ['Microchip/registro', id.microchip],
  ]);
}

/** dd/mm/aaaa or ISO text naming the issue day. */
function sameDay(text: string, isoDay: string): boolean {
  const t = text.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (br) return `${br[3]}-${br[2]?.padStart(2, '0')}-${br[1]?.padStart(2, '0')}` === isoDay;
  return t.startsWith(isoDay);
}

function toFields(pairs: [string, string | null][]): DocumentField[] {
  return pairs.flatMap(([label, value]) => {
    const v = present(value);
    return v ? [{ label, value: localiseIsoDates(v) }] : [];
  });
}

function paragraph(heading: string, text: string | null): DocumentBlock | null {
  const t = present(text);
  return t ? { kind: 'paragraph', heading, text: localiseIsoDates(t) } : null;
}

function fields(heading: string, pairs: [string, string | null][]): DocumentBlock | null {
  const f = toFields(pairs);
  return f.length > 0 ? { kind: 'fields', heading, fields: f } : null;
}

function list(heading: string, items: string[]): DocumentBlock | null {
  const kept = items.map((item) => present(item)).filter((item): item is string => item !== null);
  return kept.length > 0 ? { kind: 'list', heading, items: kept.map(localiseIsoDates) } : null;
}

function compact(blocks: (DocumentBlock | null)[]): DocumentBlock[] {
  return blocks.filter((block): block is DocumentBlock => block !== null);
}

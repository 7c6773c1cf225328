import {
  type DocumentType,
  documentContentSchemas,
  emptyDocumentContent,
  medicationItemSchema,
  vaccineItemSchema,
} from '@vetvoz/domain';
import type { Content } from './content-path.ts';

/**
 * The editing form of each document type, field by field, in the order and with the words the printed
 * document uses (domain document-blocks). Keys follow the zod content schemas, so a field's path is the
 * path of the server's grounding flags ("itens.0.dose").
 */
export type FieldSpec =
  /** Free text; `lines` 1 is a single-line box (values such as "38,5 °C"). */
  | { kind: 'text'; key: string; label: string; lines: number; hint?: string }
  /** A yes that must have been said; unticked leaves it unsaid. */
  | { kind: 'check'; key: string; label: string; hint?: string }
  | { kind: 'group'; key: string; label: string; fields: FieldSpec[] }
  /** A list of short texts (diferenciais, cuidados…). */
  | { kind: 'list'; key: string; label: string; itemLabel: string; addLabel: string }
  /** A list of records (medication lines, vaccines). */
  | {
      kind: 'items';
      key: string;
      label: string;
      itemLabel: string;
      addLabel: string;
      /** The field whose text names an item in its heading ("Medicamento 1 — Meloxicam"). */
      titleKey: string;
      fields: FieldSpec[];
      newItem: () => Content;
    };

const text = (key: string, label: string, lines = 3, hint?: string): FieldSpec => ({
  kind: 'text',
  key,
  label,
  lines,
  hint,
});
const line = (key: string, label: string, hint?: string) => text(key, label, 1, hint);

const animalIdentification: FieldSpec = {
  kind: 'group',
  key: 'identificacaoAnimal',
  label: 'Identificação do animal',
  fields: [
    line('pelagem', 'Pelagem'),
    line('sinaisParticulares', 'Sinais particulares'),
    line('microchip', 'Microchip/registro'),
  ],
};

const medicationFields: FieldSpec[] = [
  line('farmaco', 'Fármaco', 'Princípio ativo ou produto comercial.'),
  line('concentracao', 'Concentração'),
  line('formaFarmaceutica', 'Forma farmacêutica'),
  line('dose', 'Dose'),
  line('administrar', 'Quanto dar por vez'),
  line('via', 'Via'),
  line('frequencia', 'Frequência'),
  line('duracao', 'Duração'),
  line('quantidade', 'Quantidade'),
  text('instrucoes', 'Instruções', 2),
  line('periodoCarencia', 'Período de carência', 'Para animais de produção (leite, carne, ovos).'),
  {
    kind: 'check',
    key: 'controleEspecial',
    label: 'Medicamento de controle especial',
    hint: 'Os da lista de controle especial são marcados pelo nome mesmo sem esta opção.',
  },
];

const vaccineFields: FieldSpec[] = [
  line('produto', 'Vacina'),
  line('fabricante', 'Fabricante'),
  line('partida', 'Partida (lote)'),
  line('fabricacao', 'Fabricação', 'dd/mm/aaaa'),
  line('validade', 'Validade', 'dd/mm/aaaa'),
  line('dose', 'Dose'),
  line('dataAplicacao', 'Data da aplicação', 'dd/mm/aaaa'),
  line('proximaDose', 'Próxima dose'),
];

export const DOCUMENT_FORMS: Record<DocumentType, FieldSpec[]> = {
  anamnese: [
    text('queixaPrincipal', 'Queixa principal', 2),
    text('historico', 'Histórico', 4),
    text('antecedentes', 'Antecedentes', 2),
    text('medicacoesEmUso', 'Medicações em uso', 2),
    {
      kind: 'group',
      key: 'habitos',
      label: 'Hábitos e manejo',
      fields: [
        text('alimentacao', 'Alimentação', 2),
        text('ingestaoHidrica', 'Ingestão de água', 1),
        text('eliminacoes', 'Urina e fezes', 2),
        text('ambiente', 'Ambiente', 2),
        text('contactantes', 'Contactantes', 1),
        text('vacinacao', 'Vacinação', 1),
        text('vermifugacao', 'Vermifugação', 1),
        text('ectoparasitas', 'Controle de ectoparasitas', 1),
      ],
    },
    {
      kind: 'group',
      key: 'sinaisVitais',
      label: 'Sinais vitais e parâmetros',
      fields: [
        line('temperatura', 'Temperatura'),
        line('frequenciaCardiaca', 'Frequência cardíaca'),
        line('frequenciaRespiratoria', 'Frequência respiratória'),
        line('tpc', 'TPC'),
        line('mucosas', 'Mucosas'),
        line('hidratacao', 'Hidratação'),
        line('peso', 'Peso'),
        line('escoreCorporal', 'Escore corporal'),
      ],
    },
    text('exameFisico', 'Exame físico', 4),
    text('examesRealizados', 'Exames realizados', 2),
    text('observacoes', 'Observações', 2),
  ],
  receita: [
    {
      kind: 'items',
      key: 'itens',
      label: 'Prescrição',
      itemLabel: 'Medicamento',
      addLabel: 'Adicionar medicamento',
      titleKey: 'farmaco',
      fields: medicationFields,
      newItem: () => medicationItemSchema.parse({}),
    },
    text('orientacoesGerais', 'Orientações gerais', 3),
    animalIdentification,
  ],
  diagnostico: [
    text('presuntivo', 'Diagnóstico presuntivo', 2),
    text('conclusivo', 'Diagnóstico conclusivo', 2),
    text('achadosRelevantes', 'Achados relevantes', 3),
    {
      kind: 'list',
      key: 'diferenciais',
      label: 'Diagnósticos diferenciais',
      itemLabel: 'Diferencial',
      addLabel: 'Adicionar diferencial',
    },
    {
      kind: 'list',
      key: 'examesComplementares',
      label: 'Exames complementares sugeridos',
      itemLabel: 'Exame',
      addLabel: 'Adicionar exame',
    },
    text('conduta', 'Conduta', 3),
    text('prognostico', 'Prognóstico', 1),
  ],
  orientacoes: [
    text('resumo', 'Resumo da consulta', 3),
    {
      kind: 'list',
      key: 'cuidados',
      label: 'Cuidados em casa',
      itemLabel: 'Cuidado',
      addLabel: 'Adicionar cuidado',
    },
    {
      kind: 'list',
      key: 'medicacoes',
      label: 'Medicações',
      itemLabel: 'Medicação',
      addLabel: 'Adicionar medicação',
    },
    {
      kind: 'list',
      key: 'sinaisDeAlerta',
      label: 'Procure o médico-veterinário antes do retorno se notar',
      itemLabel: 'Sinal de alerta',
      addLabel: 'Adicionar sinal de alerta',
    },
    text('retorno', 'Retorno', 1),
  ],
  'atestado-saude': [
    line('finalidade', 'Finalidade', 'Por exemplo: viagem, hospedagem, creche.'),
    line('destino', 'Destino'),
    text('avaliacaoClinica', 'Avaliação clínica', 3),
    text('vacinacaoAntirrabica', 'Vacinação antirrábica', 2),
    text('outrasImunizacoes', 'Outras imunizações', 2),
    text('antiparasitarios', 'Vermifugação e ectoparasitas', 2),
    {
      kind: 'check',
      key: 'medidasSanitariasOficiais',
      label: 'Declarar que foram atendidas as medidas sanitárias definidas pelo(s) Serviço(s) Oficial(is)',
      hint: 'Marque só se isso foi verificado.',
    },
    text('observacoes', 'Observações', 2),
    animalIdentification,
  ],
  'atestado-vacinacao': [
    {
      kind: 'items',
      key: 'vacinas',
      label: 'Vacinas aplicadas',
      itemLabel: 'Vacina',
      addLabel: 'Adicionar vacina',
      titleKey: 'produto',
      fields: vaccineFields,
      newItem: () => vaccineItemSchema.parse({}),
    },
    text('observacoes', 'Observações', 2),
    animalIdentification,
  ],
};

/**
 * "Dose (Medicamento 1)": where a grounding flag points, in the form's words. `atField` is false when the
 * path names a section rather than one box, so the note cannot sit beside a field.
 */
export function describePath(type: DocumentType, path: string): { label: string; atField: boolean } | null {
  const parts = path.split('.');
  let fields = DOCUMENT_FORMS[type];
  const context: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const spec = fields.find((field) => field.key === parts[i]);
    if (!spec) return null;
    const last = i === parts.length - 1;
    if (spec.kind === 'text' || spec.kind === 'check')
      return { label: withContext(spec.label, context), atField: spec.kind === 'text' && last };
    if (last) return { label: withContext(spec.label, context), atField: false };
    if (spec.kind === 'group') {
      fields = spec.fields;
      continue;
    }
    const index = Number(parts[i + 1]);
    if (!Number.isInteger(index)) return null;
    if (spec.kind === 'list')
      return {
        label: withContext(`${spec.itemLabel} ${index + 1}`, context),
        atField: i + 2 === parts.length,
      };
    context.unshift(`${spec.itemLabel} ${index + 1}`);
    fields = spec.fields;
    i += 1;
  }
  return null;
}

function withContext(label: string, context: string[]): string {
  return context.length > 0 ? `${label} (${context.join(', ')})` : label;
}

/**
 * A ready document's content in full shape (every key present) for the form. Content the schema no
 * longer accepts (an older shape) keeps what still fits rather than showing an empty form.
 */
export function formContent(type: DocumentType, content: unknown): Content {
  const parsed = documentContentSchemas[type].safeParse(content ?? {});
  if (parsed.success) return parsed.data as Content;
  const base = emptyDocumentContent(type) as Content;
  if (content === null || typeof content !== 'object') return base;
  const merged: Content = { ...base };
  for (const [key, value] of Object.entries(content)) {
    if (!(key in base)) continue;
    const candidate = documentContentSchemas[type].safeParse({ ...merged, [key]: value });
    if (candidate.success) merged[key] = value;
  }
  return merged;
}

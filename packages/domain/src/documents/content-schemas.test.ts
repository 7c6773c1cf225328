import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentContentSchemas, documentModelJsonSchema, emptyDocumentContent } from './content-schemas.ts';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, isDocumentType } from './document-types.ts';
import { SAMPLE_CONTENT } from './sample-documents.ts';

describe('document types', () => {
  it('has the six fixed ids with pt-BR labels', () => {
    expect(DOCUMENT_TYPES).toEqual([
      'anamnese',
      'receita',
      'diagnostico',
      'orientacoes',
      'atestado-saude',
      'atestado-vacinacao',
    ]);
    expect(DOCUMENT_TYPE_LABELS).toEqual({
      anamnese: 'Anamnese',
      receita: 'Receita',
      diagnostico: 'Diagnóstico',
      orientacoes: 'Orientações ao tutor',
      'atestado-saude': 'Atestado de saúde',
      'atestado-vacinacao': 'Atestado de vacinação',
    });
    expect(isDocumentType('receita')).toBe(true);
    expect(isDocumentType('laudo')).toBe(false);
  });
});

describe('documentContentSchemas', () => {
  it.each(DOCUMENT_TYPES)('%s: an empty answer parses with every field empty', (type) => {
    const parsed = documentContentSchemas[type].parse({});
    expect(parsed).toEqual(emptyDocumentContent(type));
    for (const value of leaves(parsed))
      expect(value === null || (Array.isArray(value) && value.length === 0)).toBe(true);
  });

  it.each(DOCUMENT_TYPES)('%s: the full sample parses unchanged', (type) => {
    expect(documentContentSchemas[type].parse(SAMPLE_CONTENT[type])).toEqual(SAMPLE_CONTENT[type]);
  });

  it('fills what a partial answer leaves out, down to nested groups and list items', () => {
    const anamnese = documentContentSchemas.anamnese.parse({
      queixaPrincipal: 'Tosse seca há uma semana.',
      sinaisVitais: { temperatura: '38,7 °C' },
    });
    expect(anamnese.queixaPrincipal).toBe('Tosse seca há uma semana.');
    expect(anamnese.sinaisVitais.temperatura).toBe('38,7 °C');
    expect(anamnese.sinaisVitais.frequenciaCardiaca).toBeNull();
    expect(anamnese.habitos.alimentacao).toBeNull();

    const receita = documentContentSchemas.receita.parse({ itens: [{ farmaco: 'amoxicilina' }] });
    expect(receita.itens[0]).toMatchObject({ farmaco: 'amoxicilina', dose: null, controleEspecial: null });
    expect(receita.identificacaoAnimal.pelagem).toBeNull();

    const vacinacao = documentContentSchemas['atestado-vacinacao'].parse({
      vacinas: [{ produto: 'V10', partida: null }],
    });
    expect(vacinacao.vacinas[0]).toMatchObject({ produto: 'V10', partida: null, proximaDose: null });
  });

  it('refuses wrong types and over-long text with pt-BR messages', () => {
    expect(documentContentSchemas.receita.safeParse({ itens: [{ dose: 10 }] }).success).toBe(false);
    expect(documentContentSchemas.diagnostico.safeParse({ diferenciais: 'cinomose' }).success).toBe(false);
    const long = documentContentSchemas.diagnostico.safeParse({ conduta: 'x'.repeat(4001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Texto longo demais (máximo de 4000 caracteres).');
  });

  it('drops keys the schema does not know', () => {
    const parsed = documentContentSchemas.orientacoes.parse({ retorno: 'Em 7 dias.', inventado: 'x' });
    expect(parsed).not.toHaveProperty('inventado');
  });

  it('guides the model in Portuguese on every field', () => {
    const schema = documentModelJsonSchema('receita') as JsonNode;
    const item = schema.properties?.itens?.items as JsonNode;
    expect(item.properties?.farmaco?.description).toMatch(/princípio ativo/);
    expect(item.properties?.controleEspecial?.description).toMatch(/controle especial/);
  });
});

describe('content size', () => {
  /** Every field at its limit and every list full: the largest content a vet or a model can save. */
  function largest(node: SizedNode): unknown {
    if (node.anyOf) return largest(node.anyOf.find((part) => part.type !== 'null') as SizedNode);
    const types = [node.type ?? []].flat();
    if (types.includes('object'))
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, largest(child)]),
      );
    if (types.includes('array'))
      return Array.from({ length: node.maxItems ?? 1 }, () => largest(node.items as SizedNode));
    if (types.includes('string')) return 'a'.repeat(node.maxLength ?? Number.POSITIVE_INFINITY);
    if (types.includes('boolean')) return true;
    return null;
  }

  // A receita with twenty products, each with long instructions, is under 60 KB, within the server's cap
  // on a document's content (64 KB, apps/server/src/documents/content-limit.ts) with room for accents; a
  // megabyte of content only serves to make the PDF renderer work for seconds.
  it.each(DOCUMENT_TYPES)('%s: the largest valid content is under 60 KB of JSON', (type) => {
    const schema = z.toJSONSchema(documentContentSchemas[type], { io: 'input' }) as SizedNode;
    const content = largest(schema);
    expect(documentContentSchemas[type].safeParse(content).success).toBe(true);
    expect(JSON.stringify(content).length).toBeLessThan(60 * 1024);
  });

  it('keeps short fields short and long ones long', () => {
    const receita = documentContentSchemas.receita.safeParse({ itens: [{ dose: 'x'.repeat(201) }] });
    expect(receita.error?.issues[0]?.message).toBe('Texto longo demais (máximo de 200 caracteres).');
    expect(documentContentSchemas.anamnese.safeParse({ historico: 'x'.repeat(4000) }).success).toBe(true);
  });
});

describe('documentModelJsonSchema', () => {
  it.each(DOCUMENT_TYPES)(
    '%s: is accepted by strict structured output (every key required, no extras)',
    (type) => {
      const schema = documentModelJsonSchema(type);
      const problems: string[] = [];
      walk(schema as JsonNode, '', problems);
      expect(problems).toEqual([]);
      expect(JSON.stringify(schema)).not.toMatch(/"(default|maxLength|maxItems|\$schema)"/);
    },
  );

  it('marks unknown-able fields nullable', () => {
    const schema = documentModelJsonSchema('anamnese') as JsonNode;
    expect(schema.properties?.queixaPrincipal?.type).toEqual(['string', 'null']);
  });
});

interface SizedNode {
  type?: string | string[];
  properties?: Record<string, SizedNode>;
  items?: SizedNode;
  anyOf?: SizedNode[];
  maxLength?: number;
  maxItems?: number;
}

interface JsonNode {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonNode;
  anyOf?: JsonNode[];
}

function walk(node: JsonNode, path: string, problems: string[]): void {
  if (node.properties) {
    const keys = Object.keys(node.properties);
    if (JSON.stringify([...(node.required ?? [])].sort()) !== JSON.stringify([...keys].sort()))
      problems.push(`${path}: required ≠ properties`);
    if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties not false`);
    for (const [key, child] of Object.entries(node.properties)) walk(child, `${path}.${key}`, problems);
  }
  if (node.items) walk(node.items, `${path}[]`, problems);
  for (const part of node.anyOf ?? []) walk(part, path, problems);
}

function leaves(value: unknown): unknown[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).flatMap(leaves);
  return [value];
}

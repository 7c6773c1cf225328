import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toGrammarSchema } from './json-schema-grammar.ts';

describe('JSON Schema to grammar schema', () => {
  it('keeps scalar type lists, turns anyOf into oneOf and splits nullable objects', () => {
    const schema = z.toJSONSchema(
      z.object({
        nome: z.string().max(40).nullable(),
        via: z.enum(['oral', 'tópica']),
        fixo: z.literal('x'),
        dose: z.union([z.number(), z.string()]),
        retorno: z.object({ dias: z.number().int() }).nullable(),
        itens: z.array(z.string()).min(1).max(3),
      }),
      { target: 'draft-7' },
    );
    expect(toGrammarSchema(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['nome', 'via', 'fixo', 'dose', 'retorno', 'itens'],
      properties: {
        nome: { oneOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] },
        via: { enum: ['oral', 'tópica'] },
        fixo: { const: 'x' },
        dose: { type: ['number', 'string'] },
        retorno: {
          oneOf: [
            {
              type: 'object',
              properties: { dias: { type: 'integer' } },
              required: ['dias'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
        itens: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
      },
    });
  });

  it('splits a type list holding object or array, and maps draft-7 definitions to $defs', () => {
    const grammar = toGrammarSchema({
      type: ['array', 'null'],
      items: { $ref: '#/definitions/Item' },
      definitions: { Item: { type: 'string' } },
    });
    expect(grammar).toHaveProperty('oneOf', [
      { type: 'array', items: { $ref: '#/$defs/Item' } },
      { type: 'null' },
    ]);
  });

  it('reads a schema without a type as any JSON value, and drops what the grammar cannot enforce', () => {
    expect(toGrammarSchema({})).toHaveProperty('oneOf.length', 3);
    expect(toGrammarSchema({ type: 'string', pattern: '^a', format: 'email', default: 'a' })).toEqual({
      type: 'string',
    });
    expect(toGrammarSchema({ type: 'string', format: 'date' })).toEqual({ type: 'string', format: 'date' });
  });
});

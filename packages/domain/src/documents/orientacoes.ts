import { z } from 'zod';
import { mediumTextField, textField, textList } from './content-fields.ts';

/** Written for the tutor: plain words, no abbreviations, one instruction per item. */
export const orientacoesContentSchema = z
  .object({
    resumo: textField(
      'Em linguagem simples, o que o animal tem e o que foi feito na consulta, em duas ou três frases.',
    ),
    cuidados: textList(
      'Cuidados em casa ditos na consulta (alimentação, repouso, curativo, higiene), um por item.',
    ),
    medicacoes: textList(
      'Cada remédio explicado em linguagem simples: nome, quanto dar, como, de quanto em quanto tempo e por quantos dias, como dito.',
    ),
    sinaisDeAlerta: textList(
      'Sinais que exigem procurar o médico-veterinário antes do retorno, um por item.',
    ),
    retorno: mediumTextField('Quando voltar para reavaliação, como dito (ex.: "retorno em 7 dias").'),
  })
  .describe('Orientações ao tutor em linguagem simples, sem abreviações.');
export type OrientacoesContent = z.output<typeof orientacoesContentSchema>;

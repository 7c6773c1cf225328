import { z } from 'zod';
import { mediumTextField, textField, textList } from './content-fields.ts';

/** Diagnóstico presuntivo is required in the prontuário, conclusivo "quando houver" (Res. 1.321 Art. 9). */
export const diagnosticoContentSchema = z
  .object({
    presuntivo: mediumTextField('Diagnóstico presuntivo dito pelo médico-veterinário. Vazio se não dito.'),
    conclusivo: mediumTextField(
      'Diagnóstico conclusivo, somente se o médico-veterinário o afirmou. Senão, vazio.',
    ),
    achadosRelevantes: textField('Achados da anamnese e do exame que sustentam o diagnóstico, como ditos.'),
    diferenciais: textList('Diagnósticos diferenciais citados na consulta, um por item.'),
    examesComplementares: textList(
      'Exames complementares solicitados ou sugeridos na consulta (ex.: hemograma, ultrassonografia), um por item.',
    ),
    conduta: textField('Conduta e plano terapêutico definidos na consulta.'),
    prognostico: mediumTextField('Prognóstico, somente se dito (ex.: "favorável", "reservado").'),
  })
  .describe('Diagnóstico da consulta veterinária.');
export type DiagnosticoContent = z.output<typeof diagnosticoContentSchema>;

import { z } from 'zod';
import {
  animalIdentificationSchema,
  flagField,
  MAX_PRODUCT_ITEMS,
  objectList,
  shortTextField,
  textField,
} from './content-fields.ts';

/** One prescribed product, in the fields a Brazilian receita needs (CFMV; domain doc §4). */
export const medicationItemSchema = z
  .object({
    farmaco: shortTextField(
      'Nome do princípio ativo ou do produto comercial, exatamente como dito (ex.: "meloxicam", "Bravecto").',
    ),
    concentracao: shortTextField('Concentração ou apresentação, como dita (ex.: "0,5 mg/mL", "250 mg").'),
    formaFarmaceutica: shortTextField(
      'Forma farmacêutica (ex.: comprimido, suspensão oral, solução injetável, pomada).',
    ),
    dose: shortTextField('Dose prescrita com unidade, como dita (ex.: "0,1 mg/kg", "1 comprimido").'),
    administrar: shortTextField(
      'Quanto dar a cada vez, se dito e diferente da dose (ex.: "0,6 mL", "meio comprimido").',
    ),
    via: shortTextField(
      'Via de administração (ex.: oral, subcutânea, intramuscular, tópica, oftálmica, otológica).',
    ),
    frequencia: shortTextField('Frequência (ex.: "a cada 12 horas", "uma vez ao dia").'),
    duracao: shortTextField('Duração do tratamento (ex.: "por 7 dias", "uso contínuo").'),
    quantidade: shortTextField('Quantidade a adquirir (ex.: "1 frasco de 10 mL", "14 comprimidos").'),
    instrucoes: textField(
      'Instruções de uso, armazenamento ou manuseio ditas (ex.: "dar junto com a comida").',
      500,
    ),
    periodoCarencia: shortTextField(
      'Período de carência para animais de produção (leite, carne, ovos), só se dito na consulta.',
    ),
    controleEspecial: flagField(
      'true se o medicamento é de controle especial (ex.: opioides, cetamina, benzodiazepínicos, fenobarbital, gabapentina); false se não; null se não souber.',
    ),
  })
  .describe('Um medicamento da receita. Campos não ditos ficam nulos; nunca invente dose, via ou duração.');
export type MedicationItem = z.output<typeof medicationItemSchema>;

export const receitaContentSchema = z
  .object({
    identificacaoAnimal: animalIdentificationSchema,
    itens: objectList(
      medicationItemSchema,
      'Medicamentos prescritos na consulta, na ordem em que foram ditos.',
      MAX_PRODUCT_ITEMS,
    ),
    orientacoesGerais: textField(
      'Recomendações gerais da receita ditas na consulta (armazenamento, cuidados na administração).',
    ),
  })
  .describe('Receita veterinária com os medicamentos prescritos na consulta.');
export type ReceitaContent = z.output<typeof receitaContentSchema>;

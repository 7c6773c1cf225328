import { z } from 'zod';
import {
  animalIdentificationSchema,
  flagField,
  MAX_PRODUCT_ITEMS,
  mediumTextField,
  objectList,
  shortTextField,
  textField,
} from './content-fields.ts';

/**
 * Atestado sanitário/de saúde (Res. CFMV 1.321/2020, Annex I): the vet examined the animal on the issue
 * date and states its health; for travel of dogs and cats, official sanitary measures and rabies
 * immunisation (domain doc §6). The statement itself is fixed text in the renderer; these are its facts.
 */
export const atestadoSaudeContentSchema = z
  .object({
    identificacaoAnimal: animalIdentificationSchema,
    finalidade: shortTextField(
      'Para que serve o atestado, como dito (ex.: "viagem", "hospedagem", "creche", "exposição").',
    ),
    destino: shortTextField('Cidade/UF ou país de destino, se for para viagem e se dito.'),
    avaliacaoClinica: textField(
      'Estado de saúde constatado no exame, nas palavras do médico-veterinário (ex.: "bom estado geral, sem sinais de doença infectocontagiosa").',
    ),
    vacinacaoAntirrabica: mediumTextField(
      'Vacina antirrábica: produto, partida e data de aplicação, se ditos.',
    ),
    outrasImunizacoes: mediumTextField('Outras vacinas em dia, com datas, se ditas.'),
    antiparasitarios: mediumTextField(
      'Vermifugação e controle de ectoparasitas recentes (produto e data), se ditos.',
    ),
    medidasSanitariasOficiais: flagField(
      'true somente se o médico-veterinário disse que as medidas sanitárias exigidas pelo serviço oficial foram atendidas.',
    ),
    observacoes: textField('Outras observações ditas para constar no atestado.'),
  })
  .describe('Atestado de saúde (sanitário) do animal.');
export type AtestadoSaudeContent = z.output<typeof atestadoSaudeContentSchema>;

/** One vaccine applied: the fields the atestado de vacinação lists (domain doc §6, checklist). */
export const vaccineItemSchema = z
  .object({
    produto: shortTextField('Nome da vacina ou do produto comercial (ex.: "V10", "antirrábica").'),
    fabricante: shortTextField('Laboratório fabricante, se dito.'),
    partida: shortTextField('Número da partida (lote), exatamente como dito.'),
    fabricacao: shortTextField('Data de fabricação, no formato dd/mm/aaaa, se dita.'),
    validade: shortTextField('Data de validade, no formato dd/mm/aaaa, se dita.'),
    dose: shortTextField('Dose aplicada (ex.: "1ª dose", "reforço anual", "1 mL").'),
    dataAplicacao: shortTextField('Data da aplicação, no formato dd/mm/aaaa, se dita.'),
    proximaDose: shortTextField('Data ou prazo da próxima dose (revacinação), como dito.'),
  })
  .describe('Uma vacina aplicada. Campos não ditos ficam nulos; nunca invente partida ou datas.');
export type VaccineItem = z.output<typeof vaccineItemSchema>;

export const atestadoVacinacaoContentSchema = z
  .object({
    identificacaoAnimal: animalIdentificationSchema,
    vacinas: objectList(
      vaccineItemSchema,
      'Vacinas aplicadas pelo médico-veterinário nesta consulta.',
      MAX_PRODUCT_ITEMS,
    ),
    observacoes: textField('Observações ditas para constar no atestado (ex.: reações, próximos reforços).'),
  })
  .describe('Atestado de vacinação do animal.');
export type AtestadoVacinacaoContent = z.output<typeof atestadoVacinacaoContentSchema>;

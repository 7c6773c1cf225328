import { z } from 'zod';
import { fieldGroup, mediumTextField, shortTextField, textField } from './content-fields.ts';

/** The prontuário entry of the visit (Res. CFMV 1.321/2020 Art. 9): what the responsável told and what was found. */
export const anamneseContentSchema = z
  .object({
    queixaPrincipal: mediumTextField(
      'Motivo da consulta nas palavras do responsável, resumido (ex.: "vômito há dois dias"). Vazio se não dito.',
    ),
    historico: textField(
      'História da queixa atual: início, duração, evolução, sinais relatados pelo responsável e o que já foi feito.',
    ),
    antecedentes: textField('Doenças, cirurgias, alergias ou tratamentos anteriores citados na consulta.'),
    medicacoesEmUso: textField(
      'Medicamentos que o animal já usa, como ditos na consulta (nome, dose, frequência).',
    ),
    habitos: fieldGroup(
      {
        alimentacao: mediumTextField('Tipo de alimento, quantidade e frequência; apetite atual.'),
        ingestaoHidrica: mediumTextField('Consumo de água (normal, aumentado, diminuído).'),
        eliminacoes: mediumTextField('Urina e fezes: aspecto, frequência, alterações relatadas.'),
        ambiente: mediumTextField('Onde vive (casa, apartamento, quintal, pasto), acesso à rua, passeios.'),
        contactantes: mediumTextField('Outros animais em contato e se apresentam sinais semelhantes.'),
        vacinacao: mediumTextField('Situação vacinal relatada (vacinas e datas, se ditas).'),
        vermifugacao: mediumTextField('Última vermifugação e produto, se ditos.'),
        ectoparasitas: mediumTextField('Controle de pulgas e carrapatos: produto e data, se ditos.'),
      },
      'Hábitos e manejo do animal, só com o que foi dito.',
    ),
    sinaisVitais: fieldGroup(
      {
        temperatura: shortTextField('Temperatura retal com unidade, como medida (ex.: "38,5 °C").'),
        frequenciaCardiaca: shortTextField('Frequência cardíaca com unidade (ex.: "120 bpm").'),
        frequenciaRespiratoria: shortTextField('Frequência respiratória com unidade (ex.: "28 mpm").'),
        tpc: shortTextField('Tempo de preenchimento capilar (ex.: "menor que 2 segundos").'),
        mucosas: shortTextField('Coloração das mucosas (ex.: "normocoradas").'),
        hidratacao: shortTextField('Estado de hidratação (ex.: "hidratado", "desidratação de 6%").'),
        peso: shortTextField('Peso medido na consulta, com unidade (ex.: "12,4 kg").'),
        escoreCorporal: shortTextField('Escore de condição corporal, como dito (ex.: "5/9").'),
      },
      'Sinais vitais e parâmetros medidos na consulta. Só valores ditos; nunca estime.',
    ),
    exameFisico: textField(
      'Achados do exame físico: estado geral, comportamento, linfonodos, ausculta, palpação e demais sistemas examinados.',
    ),
    examesRealizados: textField('Resultados de exames já realizados que foram citados na consulta.'),
    observacoes: textField('Outras informações relevantes ditas na consulta que não cabem acima.'),
  })
  .describe('Anamnese e exame clínico da consulta veterinária.');
export type AnamneseContent = z.output<typeof anamneseContentSchema>;

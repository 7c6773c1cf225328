import type { Patient } from '../consultation.ts';
import type { DocumentContentByType } from './content-schemas.ts';
import type { IssueDetails } from './issue-details.ts';
import type { DocumentIssuer } from './issuer.ts';

/**
 * A complete example of each document, every field filled and accented: for previews, the renderers' tests
 * and the PDF tests and bench. Invented data (the CPF is a valid test number, not a person's).
 */
export const SAMPLE_PATIENT: Patient = {
  name: 'Thor',
  species: 'cao',
  breed: 'Labrador Retriever',
  sex: 'macho',
  age: '8 anos',
  weightKg: 32.5,
  neutered: true,
};

export const SAMPLE_ISSUER: DocumentIssuer = {
  name: 'Ana Letícia Gonçalves',
  crmv: { number: '12345', uf: 'SP' },
  establishment: {
    name: 'Clínica Veterinária São Francisco de Assis',
    cnpj: '12345678000190',
    crmvRegistration: 'PJ 4321/SP',
    address: 'Rua Conselheiro Brotero, 1.234 — Santa Cecília, São Paulo/SP, CEP 01232-010',
    phone: '1133334444',
  },
};

export const SAMPLE_ISSUE: IssueDetails = {
  responsavelNome: 'Maria José da Conceição',
  responsavelCpf: '52998224725',
  responsavelEndereco: 'Av. Brigadeiro Luís Antônio, 500, apto. 12 — Bela Vista, São Paulo/SP',
};

export const SAMPLE_PLACE = 'São Paulo/SP';
export const SAMPLE_DATE = '2026-11-21';

export const SAMPLE_CONTENT: DocumentContentByType = {
  anamnese: {
    queixaPrincipal: 'Vômito há dois dias e falta de apetite.',
    historico:
      'Responsável relata três episódios de êmese por dia, com conteúdo alimentar, desde anteontem; hiporexia e apatia.',
    antecedentes: 'Gastroenterite aos 5 anos; sem cirurgias.',
    medicacoesEmUso: 'Nenhuma.',
    habitos: {
      alimentacao: 'Ração seca premium, duas vezes ao dia; petiscos ocasionais.',
      ingestaoHidrica: 'Normal.',
      eliminacoes: 'Fezes pastosas há um dia; urina sem alterações.',
      ambiente: 'Apartamento, passeios diários na rua.',
      contactantes: 'Uma gata, sem sinais clínicos.',
      vacinacao: 'V10 e antirrábica em dia (março de 2026).',
      vermifugacao: 'Há três meses.',
      ectoparasitas: 'Fluralaner há dois meses.',
    },
    sinaisVitais: {
      temperatura: '39,2 °C',
      frequenciaCardiaca: '120 bpm',
      frequenciaRespiratoria: '28 mpm',
      tpc: 'menor que 2 segundos',
      mucosas: 'Normocoradas',
      hidratacao: 'Desidratação leve, cerca de 5%',
      peso: '32,5 kg',
      escoreCorporal: '6/9',
    },
    exameFisico:
      'Alerta, dor leve à palpação abdominal cranial; linfonodos não reativos; ausculta sem alterações.',
    examesRealizados: 'Nenhum até o momento.',
    observacoes: 'Responsável acredita que o animal comeu lixo na rua.',
  },
  receita: {
    identificacaoAnimal: { pelagem: 'Caramelo', sinaisParticulares: null, microchip: '963000123456789' },
    itens: [
      {
        farmaco: 'meloxicam',
        concentracao: '0,5 mg/mL',
        formaFarmaceutica: 'suspensão oral',
        dose: '0,1 mg/kg',
        administrar: '6,5 mL',
        via: 'oral',
        frequencia: 'a cada 24 horas',
        duracao: '5 dias',
        quantidade: '1 frasco de 20 mL',
        instrucoes: 'dar após a refeição',
        periodoCarencia: null,
        controleEspecial: false,
      },
      {
        farmaco: 'maropitant',
        concentracao: '60 mg',
        formaFarmaceutica: 'comprimido',
        dose: null,
        administrar: '1 comprimido',
        via: 'VO',
        frequencia: 'SID',
        duracao: '4 dias',
        quantidade: '4 comprimidos',
        instrucoes: null,
        periodoCarencia: null,
        controleEspecial: null,
      },
      {
        farmaco: 'cloridrato de tramadol',
        concentracao: '50 mg',
        formaFarmaceutica: 'comprimido',
        dose: '2 mg/kg',
        administrar: 'um comprimido e meio',
        via: 'oral',
        frequencia: 'a cada 8 horas',
        duracao: 'se houver dor, por até 3 dias',
        quantidade: '9 comprimidos',
        instrucoes: null,
        periodoCarencia: null,
        controleEspecial: null,
      },
    ],
    orientacoesGerais: 'Guardar os medicamentos longe do alcance de crianças e de outros animais.',
  },
  diagnostico: {
    presuntivo: 'Gastroenterite aguda por indiscrição alimentar.',
    conclusivo: null,
    achadosRelevantes: 'Êmese, hiporexia, dor abdominal leve e desidratação de cerca de 5%.',
    diferenciais: ['Corpo estranho gastrointestinal', 'Pancreatite aguda', 'Parvovirose (pouco provável)'],
    examesComplementares: ['Hemograma e bioquímico', 'Ultrassonografia abdominal'],
    conduta: 'Fluidoterapia subcutânea, antiemético e dieta gástrica; reavaliar em 48 horas.',
    prognostico: 'Favorável.',
  },
  orientacoes: {
    resumo:
      'O Thor está com uma inflamação no estômago e no intestino, provavelmente porque comeu algo estragado.',
    cuidados: [
      'Ofereça comida leve em pequenas porções, quatro vezes ao dia, por três dias.',
      'Deixe água fresca sempre à vontade.',
    ],
    medicacoes: ['Meloxicam: dê 6,5 mL pela boca, uma vez por dia, depois da comida, por 5 dias.'],
    sinaisDeAlerta: [
      'Vômito com sangue',
      'Se ele ficar mais de um dia sem comer nada',
      'Barriga inchada ou muita dor',
    ],
    retorno: 'Retorno em 7 dias para reavaliação.',
  },
  'atestado-saude': {
    identificacaoAnimal: {
      pelagem: 'Caramelo',
      sinaisParticulares: 'Mancha branca no peito',
      microchip: '963000123456789',
    },
    finalidade: 'viagem interestadual',
    destino: 'Florianópolis/SC',
    avaliacaoClinica: 'Bom estado geral, sem sinais clínicos de doenças infectocontagiosas ou parasitárias.',
    vacinacaoAntirrabica: 'Aplicada em 10/03/2026, partida 045/25.',
    outrasImunizacoes: 'V10 em 10/03/2026.',
    antiparasitarios: 'Vermifugado em 01/11/2026; fluralaner em 15/10/2026.',
    medidasSanitariasOficiais: true,
    observacoes: 'Transporte em caixa adequada ao porte.',
  },
  'atestado-vacinacao': {
    identificacaoAnimal: { pelagem: 'Caramelo', sinaisParticulares: null, microchip: null },
    vacinas: [
      {
        produto: 'V10 (déctupla)',
        fabricante: 'Zoetis',
        partida: 'A123-45',
        fabricacao: '01/2026',
        validade: '01/2027',
        dose: 'Reforço anual',
        dataAplicacao: '21/11/2026',
        proximaDose: '21/11/2027',
      },
      {
        produto: 'Antirrábica',
        fabricante: 'Ceva',
        partida: 'R-778',
        fabricacao: '2026-02-10',
        validade: '2027-02-10',
        dose: 'Reforço anual',
        dataAplicacao: '2026-11-21',
        proximaDose: 'Em um ano',
      },
    ],
    observacoes: 'Sem reações imediatas após a aplicação.',
  },
};

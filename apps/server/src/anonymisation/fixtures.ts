import type { RedactionKind } from './anonymise.ts';

/**
 * Realistic pt-BR consultation lines as speech-to-text writes them, with what must be redacted and
 * what must survive (the animal's data, doses, vitals). Used to measure precision and recall.
 */
export interface AnonymisationFixture {
  text: string;
  tutorName?: string;
  redact: { kind: RedactionKind; value: string }[];
  keep: string[];
}

export const ANONYMISATION_FIXTURES: AnonymisationFixture[] = [
  {
    text: 'Bom dia, meu nome é Carla Mendes e eu trouxe o Thor porque ele está coçando muito a orelha.',
    redact: [{ kind: 'TUTOR', value: 'Carla Mendes' }],
    keep: ['Thor', 'orelha'],
  },
  {
    text: 'Sou a dona Marlene, a Mel tem 8 anos e pesa 12,5 kg.',
    redact: [{ kind: 'TUTOR', value: 'Marlene' }],
    keep: ['Mel', '8 anos', '12,5 kg'],
  },
  {
    text: 'Sou a dona do Bidu, ele parou de comer desde ontem.',
    redact: [],
    keep: ['Bidu', 'parou de comer'],
  },
  {
    text: 'O telefone para contato é (11) 98765-4321, pode mandar a receita por lá.',
    redact: [{ kind: 'TELEFONE', value: '(11) 98765-4321' }],
    keep: ['receita'],
  },
  {
    text: 'Pode mandar no WhatsApp, é 21 99876 5432.',
    redact: [{ kind: 'TELEFONE', value: '21 99876 5432' }],
    keep: ['WhatsApp'],
  },
  {
    text: 'Meu e-mail é joana.prado@gmail.com, manda o atestado de vacinação lá.',
    redact: [{ kind: 'EMAIL', value: 'joana.prado@gmail.com' }],
    keep: ['atestado de vacinação'],
  },
  {
    text: 'O CPF dela é 529.982.247-25 para a nota fiscal.',
    redact: [{ kind: 'CPF', value: '529.982.247-25' }],
    keep: ['nota fiscal'],
  },
  {
    text: 'Anota o CPF: 111 444 777 35.',
    redact: [{ kind: 'CPF', value: '111 444 777 35' }],
    keep: ['Anota'],
  },
  {
    text: 'A gente mora na Rua das Palmeiras, 245, perto da praça.',
    redact: [{ kind: 'ENDERECO', value: 'Rua das Palmeiras, 245' }],
    keep: ['perto da praça'],
  },
  {
    text: 'O endereço é Avenida Paulista 1578, apartamento 92, CEP 01310-200.',
    redact: [
      { kind: 'ENDERECO', value: 'Avenida Paulista 1578, apartamento 92' },
      { kind: 'CEP', value: '01310-200' },
    ],
    keep: [],
  },
  {
    text: 'CEP 30140071, é em Belo Horizonte.',
    redact: [{ kind: 'CEP', value: '30140071' }],
    keep: ['Belo Horizonte'],
  },
  {
    text: 'Vou prescrever amoxicilina com clavulanato, 250 mg, um comprimido a cada 12 horas por 10 dias.',
    redact: [],
    keep: ['amoxicilina com clavulanato', '250 mg', 'a cada 12 horas', '10 dias'],
  },
  {
    text: 'Temperatura 39,2 graus, frequência cardíaca 120 batimentos por minuto, mucosas normocoradas.',
    redact: [],
    keep: ['39,2 graus', '120 batimentos'],
  },
  {
    text: 'Dona Conceição, a Luna precisa voltar em 15 dias para o retorno.',
    redact: [{ kind: 'TUTOR', value: 'Conceição' }],
    keep: ['Luna', '15 dias'],
  },
  {
    text: 'Seu Antônio, o cavalo está mancando da pata dianteira esquerda há uma semana.',
    redact: [{ kind: 'TUTOR', value: 'Antônio' }],
    keep: ['cavalo', 'pata dianteira esquerda'],
  },
  {
    text: 'A Fernanda falou que o Pipoca vomitou três vezes hoje.',
    tutorName: 'Fernanda Lima',
    redact: [{ kind: 'TUTOR', value: 'Fernanda' }],
    keep: ['Pipoca', 'três vezes'],
  },
  {
    text: 'Fernanda Lima, responsável pelo Pipoca, autoriza o procedimento.',
    tutorName: 'Fernanda Lima',
    redact: [{ kind: 'TUTOR', value: 'Fernanda Lima' }],
    keep: ['Pipoca', 'procedimento'],
  },
  {
    text: 'A senhora Lima pediu para ligar no fixo, 3456-7890.',
    tutorName: 'Fernanda Lima',
    redact: [
      { kind: 'TUTOR', value: 'Lima' },
      { kind: 'TELEFONE', value: '3456-7890' },
    ],
    keep: ['fixo'],
  },
  {
    text: 'O Rex tomou a vacina V10 em 12/03 e a antirrábica em 20/03.',
    redact: [],
    keep: ['Rex', 'V10', '12/03', '20/03'],
  },
  {
    text: 'Me chamo Paulo Henrique, tenho uma fazenda com 40 cabeças de gado e duas vacas estão com mastite.',
    redact: [{ kind: 'TUTOR', value: 'Paulo Henrique' }],
    keep: ['40 cabeças', 'mastite'],
  },
  {
    text: 'Dipirona 25 mg por kg, via oral, a cada 8 horas, por 3 dias.',
    redact: [],
    keep: ['25 mg por kg', 'a cada 8 horas', '3 dias'],
  },
  {
    text: 'O lote tem 1200 aves e a mortalidade subiu para 3 por cento esta semana.',
    redact: [],
    keep: ['1200 aves', '3 por cento'],
  },
  {
    text: 'Aqui é a Beatriz, da clínica, confirmando o retorno da Nina.',
    redact: [{ kind: 'TUTOR', value: 'Beatriz' }],
    keep: ['Nina', 'retorno'],
  },
  {
    text: 'O número do tutor é +55 11 91234-5678.',
    redact: [{ kind: 'TELEFONE', value: '+55 11 91234-5678' }],
    keep: ['tutor'],
  },
  {
    text: 'Manda para o e-mail contato.fazendasaojose@hotmail.com.br que o gerente vê.',
    redact: [{ kind: 'EMAIL', value: 'contato.fazendasaojose@hotmail.com.br' }],
    keep: ['gerente'],
  },
  {
    text: 'Moramos na Travessa São Bento 18, casa 2, no centro.',
    redact: [{ kind: 'ENDERECO', value: 'Travessa São Bento 18, casa 2' }],
    keep: ['no centro'],
  },
  {
    text: 'O gato é da Sra. Oliveira, castrado, 4,2 quilos, FIV negativo.',
    redact: [{ kind: 'TUTOR', value: 'Oliveira' }],
    keep: ['castrado', '4,2 quilos', 'FIV negativo'],
  },
  {
    text: 'Hemograma com hematócrito de 32 por cento e plaquetas 180 mil.',
    redact: [],
    keep: ['32 por cento', '180 mil'],
  },
  {
    text: 'Meu nome é José da Silva, o Trovão é um potro de 2 anos da raça Mangalarga.',
    redact: [{ kind: 'TUTOR', value: 'José da Silva' }],
    keep: ['Trovão', '2 anos', 'Mangalarga'],
  },
  {
    text: 'Liga pra mim no 11987654321 se ele piorar.',
    redact: [{ kind: 'TELEFONE', value: '11987654321' }],
    keep: ['se ele piorar'],
  },
  {
    text: 'Meloxicam 0,1 mg por kg uma vez ao dia por 4 dias, depois reavaliar.',
    redact: [],
    keep: ['0,1 mg por kg', '4 dias'],
  },
  {
    text: 'A Dona Rosa mora na Estrada do Rio Pequeno, quilômetro 12, sítio Boa Vista.',
    tutorName: 'Rosa Alves',
    redact: [
      { kind: 'TUTOR', value: 'Rosa' },
      // The kilometre and the farm's name locate the tutor's home as well as the road does.
      { kind: 'ENDERECO', value: 'Estrada do Rio Pequeno, quilômetro 12' },
      { kind: 'ENDERECO', value: 'sítio Boa Vista' },
    ],
    keep: [],
  },
  {
    text: 'Sou o tutor Marcos Vinícius, o Zeus é pastor alemão e tem displasia.',
    redact: [{ kind: 'TUTOR', value: 'Marcos Vinícius' }],
    keep: ['Zeus', 'pastor alemão', 'displasia'],
  },
  {
    text: 'A cadela pariu 7 filhotes há 10 dias, dois estão com 180 gramas.',
    redact: [],
    keep: ['7 filhotes', '10 dias', '180 gramas'],
  },
];

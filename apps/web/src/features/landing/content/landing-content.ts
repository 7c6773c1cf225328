import { FREE_CONSULTATIONS, PAID_CONSULTATIONS_PER_MONTH, PLAN_DISPLAY_NAMES } from '@vetvoz/domain';
import type { CarouselSlide } from '../../../components/ui/carousel.tsx';

/** Static content of the landing page (docs/product-rules.md §3 "Static content": steps, slides, FAQ items). */

export type StepIcon = 'mic' | 'sparkles' | 'file' | 'send';

export interface Step {
  title: string;
  description: string;
  icon: StepIcon;
}

/** "Como Funciona": record the consultation, AI analysis, generate documents, register and send. */
export const STEPS: readonly Step[] = [
  {
    icon: 'mic',
    title: 'Grave a consulta',
    description:
      'Toque em gravar e atenda normalmente, no consultório ou a campo, pelo computador ou pelo celular.',
  },
  {
    icon: 'sparkles',
    title: 'Análise por IA',
    description:
      'A IA transcreve a conversa e organiza queixa, histórico, exame físico, suspeitas, medicamentos e doses.',
  },
  {
    icon: 'file',
    title: 'Gere os documentos',
    description:
      'Anamnese, receita, diagnóstico, orientações ao tutor e atestados chegam em rascunho, prontos para revisar.',
  },
  {
    icon: 'send',
    title: 'Registre e envie',
    description:
      'Salve no histórico, baixe em PDF, copie para o seu sistema ou envie ao tutor por WhatsApp ou e-mail.',
  },
];

export interface MeasuredFigure {
  /** The figure as shown, in pt-BR notation. */
  value: string;
  /** What it counts, completing the figure in a sentence. */
  label: string;
  /** How it was measured: the set, its size, and what the figure leaves out. */
  detail: string;
}

/**
 * Figures measured by `npm run eval` on sets the rules were never tuned on (docs/quality.md, the
 * held-out column of 2026-11-24). They replace launch testimonials that were written for the layout:
 * quotes come back only from real vets, with their written consent (CONAR: testimonials must be genuine).
 * Update them with docs/quality.md; never round them up.
 */
export const MEASURED_FIGURES: readonly MeasuredFigure[] = [
  {
    value: '98,7%',
    label: 'dos dados pessoais do tutor retirados da transcrição',
    detail:
      'Nomes, CPF, telefones, e-mails, CEPs e endereços: 78 de 79 em falas de consulta que não foram usadas para ajustar as regras. Os dados do animal e da consulta ficaram intactos em 97,9% dos casos.',
  },
  {
    value: '17 de 18',
    label: 'erros plantados em documentos foram sinalizados para você revisar',
    detail:
      'Fármaco que não foi dito, dose ou número trocado, espécie errada, fármaco que o veterinário descartou. No mesmo conjunto, 7,1% dos fatos corretos receberam um alerta desnecessário.',
  },
];

/** Where the figures come from, said under them (and in full in docs/quality.md). */
export const MEASURED_FIGURES_SOURCE =
  'Medições da equipe do VetVoz em 24/11/2026, com frases de consulta escritas para teste (não são consultas reais de clientes). Depoimentos de veterinários serão publicados quando pudermos citá-los com autorização.';

export type ValueIcon = 'brain' | 'heart' | 'shield';

export interface ValueCard {
  icon: ValueIcon;
  title: string;
  description: string;
}

/** The three value cards: advanced AI, personalised care, security and reliability. */
export const VALUES: readonly ValueCard[] = [
  {
    icon: 'brain',
    title: 'IA avançada',
    description:
      'Transcrição ajustada ao vocabulário veterinário — fármacos, raças, doses e termos clínicos — e documentos redigidos só com o que foi dito na consulta. O que não foi dito fica em branco, nunca inventado.',
  },
  {
    icon: 'heart',
    title: 'Atendimento personalizado',
    description:
      'Documentos do seu jeito: você revisa, edita e decide o que enviar. E, quando precisar, fala com gente de verdade no suporte, por e-mail ou WhatsApp.',
  },
  {
    icon: 'shield',
    title: 'Segurança e confiabilidade',
    description:
      'O áudio não é armazenado, os dados do tutor são anonimizados e o tratamento de dados segue a LGPD. Só você acessa as suas consultas.',
  },
];

/**
 * Benefits listed beside the carousel. No percentage of typing saved: none has been measured with vets
 * yet, and an unmeasured figure is not said (docs/decisions/036).
 */
export const BENEFITS: readonly { title: string; description: string }[] = [
  {
    title: 'Menos digitação',
    description:
      'Você fala com o tutor; o VetVoz escreve. Sobra tempo para o paciente e para a próxima consulta.',
  },
  {
    title: 'Documentos completos em segundos',
    description:
      'Anamnese, receita, diagnóstico, orientações ao tutor e atestados a partir de uma só gravação.',
  },
  {
    title: 'Para todas as espécies',
    description: 'Cães e gatos, equinos, bovinos, pequenos ruminantes, aves, silvestres e exóticos.',
  },
  {
    title: 'No consultório e a campo',
    description: 'Funciona no navegador do computador e do celular, sem instalar nada.',
  },
  {
    title: 'Envio ao tutor na hora',
    description: 'PDF, WhatsApp ou e-mail — ou copie e cole no sistema que você já usa.',
  },
];

const slideImage = (name: string, alt: string) => ({
  src: `/media/carousel/${name}.webp`,
  alt,
  width: 1120,
  height: 480,
});

/** Six slides: title, description, image (public/media/carousel, made by scripts/generate-media.mjs). */
export const SLIDES: readonly CarouselSlide[] = [
  {
    id: 'transcricao',
    title: 'Transcrição em tempo real',
    description:
      'Acompanhe a consulta virando texto enquanto você atende, com termos e doses no lugar certo.',
    image: slideImage(
      'transcricao',
      'Tela de gravação do VetVoz com cronômetro, forma de onda e a transcrição ao vivo de uma consulta de otite.',
    ),
  },
  {
    id: 'anamnese',
    title: 'Anamnese organizada',
    description:
      'Queixa principal, exame físico e suspeita diagnóstica separados, prontos para o prontuário.',
    image: slideImage(
      'anamnese',
      'Anamnese gerada pelo VetVoz com queixa principal, exame físico e suspeita diagnóstica.',
    ),
  },
  {
    id: 'receita',
    title: 'Receita pronta para revisar',
    description:
      'Medicamento, dose, via, frequência e duração em cada linha. Você confere e ajusta antes de emitir.',
    image: slideImage(
      'receita',
      'Rascunho de receita no VetVoz com dois medicamentos de uso otológico, doses, frequência e duração.',
    ),
  },
  {
    id: 'orientacoes',
    title: 'Orientações que o tutor entende',
    description: 'Os cuidados em casa explicados em linguagem simples, com os sinais de alerta para voltar.',
    image: slideImage(
      'orientacoes',
      'Orientações ao tutor geradas pelo VetVoz, com passos de cuidado em casa e sinais de alerta.',
    ),
  },
  {
    id: 'envio',
    title: 'Envio por WhatsApp ou e-mail',
    description:
      'Mande o documento ao tutor em um toque. O telefone é usado só naquele envio e não fica salvo.',
    image: slideImage(
      'envio',
      'Janela de envio da receita ao tutor por WhatsApp, com o aviso de que o telefone não fica salvo.',
    ),
  },
  {
    id: 'especies',
    title: 'Todas as espécies no histórico',
    description: 'Do Golden Retriever ao lote de Nelore: cada atendimento fica registrado e fácil de achar.',
    image: slideImage(
      'especies',
      'Histórico de consultas do VetVoz com cão, gato, equino, bovinos e ave atendidos.',
    ),
  },
];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The eight questions vets ask most; answers kept in line with the terms and the privacy policy. */
export function faqItems({ contactEmail }: { contactEmail: string }): FaqItem[] {
  return [
    {
      id: 'audio',
      question: 'O áudio da consulta fica gravado em algum lugar?',
      answer:
        'Não. O áudio existe só enquanto é transcrito e é apagado logo em seguida, inclusive quando ocorre algum erro. Guardamos apenas o texto da consulta, já sem os dados do tutor. Por isso você não precisa pedir autorização ao tutor para usar o VetVoz.',
    },
    {
      id: 'lgpd',
      question: 'O VetVoz está de acordo com a LGPD?',
      answer:
        'Sim. Tratamos os dados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018): as consultas são anonimizadas — os dados do animal ficam, os do tutor (nome, CPF, telefone, e-mail, endereço) são removidos —, o telefone e o e-mail usados num envio não são guardados, e você pode exportar ou excluir seus dados pelo perfil. Os detalhes estão na Política de Privacidade.',
    },
    {
      id: 'especies',
      question: 'Funciona para quais espécies?',
      answer:
        'Para todas. A transcrição conhece o vocabulário de clínica de pequenos e grandes animais — cães, gatos, equinos, bovinos, ovinos, caprinos, suínos, aves, silvestres e exóticos — e os documentos trazem espécie, raça, idade e peso do paciente.',
    },
    {
      id: 'campo',
      question: 'Posso usar no celular e em atendimentos a campo, com sinal fraco?',
      answer:
        'Sim. O VetVoz funciona no navegador do celular, do tablet e do computador, sem instalar nada (e pode ser adicionado à tela inicial). Se a conexão cair durante a gravação, os trechos ficam em fila só no seu aparelho e são enviados quando o sinal voltar; depois de transcritos, são apagados. Para gerar os documentos é preciso estar conectado.',
    },
    {
      id: 'julgamento',
      question: 'A IA substitui o meu julgamento clínico?',
      answer:
        'Não. Tudo o que a IA produz é um rascunho de referência: você revisa, corrige e decide o que emitir e enviar. Nada é assinado ou enviado ao tutor automaticamente, e a IA deixa em branco o que não foi dito na consulta em vez de supor. A responsabilidade técnica continua sendo sua, como dizem os Termos de Uso.',
    },
    {
      id: 'gratis',
      question: 'Quantas consultas posso fazer de graça?',
      answer: `${FREE_CONSULTATIONS} consultas completas, sem cartão de crédito, com todos os recursos. Depois, você escolhe entre ${PLAN_DISPLAY_NAMES.mensal}, ${PLAN_DISPLAY_NAMES.semestral} e ${PLAN_DISPLAY_NAMES.anual}: todos têm os mesmos recursos e ${PAID_CONSULTATIONS_PER_MONTH} consultas por mês; o semestral e o anual saem com desconto.`,
    },
    {
      id: 'cancelar',
      question: 'Como faço para cancelar?',
      answer: `Quando quiser, nas configurações da sua conta ou por e-mail para ${contactEmail}, sem multa nem custo adicional. O cancelamento interrompe as próximas cobranças e o acesso continua até o fim do período já pago; não há reembolso de valores já pagos.`,
    },
    {
      id: 'documentos',
      question: 'Quais documentos o VetVoz gera?',
      answer:
        'Anamnese, receita, diagnóstico, orientações ao tutor e atestados. Você pode editar cada um, baixar em PDF, copiar o texto ou enviar ao tutor por WhatsApp ou e-mail. Não há integração direta com sistemas de prescrição ou de gestão: basta copiar e colar.',
    },
  ];
}

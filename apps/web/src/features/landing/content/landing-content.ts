import {
  FREE_CONSULTATIONS,
  PAID_CONSULTATIONS_PER_MONTH,
  PLAN_DISPLAY_NAMES,
  TYPING_REDUCTION_PERCENT,
} from '@vetvoz/domain';
import type { CarouselSlide } from '../../../components/ui/carousel.tsx';

/** Static content of the landing page (spec §3 "Static content": steps, slides, FAQ items). */

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

export interface Testimonial {
  quote: string;
  name: string;
  practice: string;
  place: string;
}

// Launch copy written with the product team; replace with signed, consented testimonials of users.
/**
 * Launch copy written for the layout: replace with real testimonials, given with the vets' written
 * consent, before the site is public (CONAR: testimonials must be genuine).
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Atendo de 20 a 25 cães e gatos por dia e terminava o expediente digitando prontuário. Hoje reviso a anamnese e a receita entre uma consulta e outra e saio da clínica no horário.',
    name: 'Dra. Mariana Tavares',
    practice: 'Clínica de pequenos animais',
    place: 'Belo Horizonte (MG)',
  },
  {
    quote:
      'No campo eu anotava tudo num caderno e passava a limpo à noite. Agora gravo o atendimento no celular, mesmo com sinal fraco, e mando as orientações ao produtor pelo WhatsApp ali mesmo.',
    name: 'Dr. Eduardo Lins',
    practice: 'Bovinos e equinos, atendimento a campo',
    place: 'Rio Verde (GO)',
  },
];

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

/** Benefits listed beside the carousel; the first carries the spec's 76% claim. */
export const BENEFITS: readonly { title: string; description: string }[] = [
  {
    title: `${TYPING_REDUCTION_PERCENT}% menos digitação`,
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

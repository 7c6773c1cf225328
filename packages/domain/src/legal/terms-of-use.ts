import { CONSULTATION_COUNTING_TEXT, FREE_TRIAL_RULE_TEXT } from '../billing/free-trial-rule.ts';
import {
  FREE_CONSULTATIONS,
  MIN_ADULT_AGE,
  NON_PAYMENT_GRACE_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
} from '../constants.ts';
import type { LegalContacts, LegalDocument } from './legal-document.ts';

/** Termos de Uso do VetVoz (docs/product-rules.md §1). The contact e-mail comes from configuration. */
export function termsOfUse({ contactEmail }: LegalContacts): LegalDocument {
  return {
    title: 'Termos de Uso',
    updatedAt: '2026-11-21',
    intro:
      'Estes Termos de Uso regulam o acesso e o uso do VetVoz, assistente de inteligência artificial que transcreve consultas veterinárias e redige documentos clínicos. Ao criar uma conta ou usar o serviço, você declara que leu, entendeu e aceita estes termos.',
    sections: [
      {
        id: 'quem-pode-usar',
        title: '1. Quem pode usar',
        paragraphs: [
          `O VetVoz é destinado a médicos-veterinários e estudantes de medicina veterinária. Para usar o serviço você deve ser maior de ${MIN_ADULT_AGE} anos e, no caso de médicos-veterinários, estar regularmente inscrito no Conselho Regional de Medicina Veterinária (CRMV).`,
          'Você é responsável pela veracidade dos dados informados no cadastro, inclusive CPF e número de inscrição no CRMV, e pela guarda da sua senha. O uso da conta é pessoal e intransferível.',
        ],
      },
      {
        id: 'o-servico',
        title: '2. O serviço',
        paragraphs: [
          'O VetVoz ouve a consulta gravada, transcreve o áudio e gera rascunhos de documentos veterinários, como anamnese, receita, diagnóstico, orientações ao tutor e atestados, que podem ser editados, baixados em PDF, copiados ou enviados ao responsável pelo animal por aplicativo de mensagens ou e-mail.',
          'O VetVoz não é integrado a sistemas de prescrição ou de gestão clínica: o conteúdo é copiado e colado pelo próprio usuário onde for necessário.',
        ],
      },
      {
        id: 'responsabilidade-profissional',
        title: '3. Inteligência artificial e responsabilidade profissional',
        paragraphs: [
          'Os textos gerados pela inteligência artificial são apenas referência e não substituem o julgamento clínico do médico-veterinário. Todo documento é um rascunho: cabe ao profissional revisar, corrigir e assinar o que emitir, em especial nomes de fármacos, doses, vias e frequências.',
          'O VetVoz não se responsabiliza por decisões clínicas, prescrições ou documentos emitidos sem a revisão do profissional responsável.',
        ],
      },
      {
        id: 'planos-e-limites',
        title: '4. Planos e limites de uso',
        paragraphs: [
          'O VetVoz é oferecido em assinaturas mensal, semestral e anual. Os planos têm os mesmos recursos e diferem apenas no desconto concedido aos períodos mais longos.',
          'Cada plano tem um limite fixo de consultas por período. O limite não é cumulativo: consultas não utilizadas em um período não passam para o seguinte.',
          CONSULTATION_COUNTING_TEXT,
          'Falhas de geração não são contabilizadas como uso depois de confirmadas pelo suporte. Se uma geração falhar, entre em contato para que a consulta seja desconsiderada.',
        ],
      },
      {
        id: 'teste-gratuito',
        title: '5. Teste gratuito',
        paragraphs: [
          `O teste gratuito inclui ${FREE_CONSULTATIONS} consultas, sem necessidade de cartão de crédito, e é limitado a um por pessoa.`,
          FREE_TRIAL_RULE_TEXT,
          'O uso abusivo do teste gratuito, como a criação de contas com vários endereços de e-mail pela mesma pessoa, pode levar à perda do benefício e ao bloqueio das contas envolvidas.',
        ],
      },
      {
        id: 'pagamento',
        title: '6. Pagamento e cobrança',
        paragraphs: [
          'A cobrança das assinaturas é automática e recorrente, no cartão de crédito informado, no início de cada período contratado, até que a assinatura seja cancelada.',
          'Não são aceitos cartões pré-pagos.',
          `A falta de pagamento por ${NON_PAYMENT_GRACE_DAYS} dias ou mais permite o cancelamento unilateral da assinatura, e o acesso pode ser suspenso sem aviso prévio.`,
        ],
      },
      {
        id: 'cancelamento',
        title: '7. Cancelamento e reembolso',
        paragraphs: [
          `Você pode cancelar a assinatura a qualquer momento, sem custo adicional, nas configurações da conta no próprio aplicativo ou por e-mail para o suporte em ${contactEmail}.`,
          'O cancelamento interrompe as cobranças futuras; o acesso continua até o fim do período já pago. Não há reembolso de valores pagos, inclusive de períodos parcialmente utilizados.',
        ],
      },
      {
        id: 'precos',
        title: '8. Alteração de preços',
        paragraphs: [
          `Alterações de preço serão comunicadas com pelo menos ${PRICE_CHANGE_NOTICE_DAYS} dias de antecedência da renovação e só se aplicam a partir da renovação seguinte.`,
        ],
      },
      {
        id: 'privacidade',
        title: '9. Privacidade e dados',
        paragraphs: [
          'O áudio das consultas não é armazenado: é usado somente para a transcrição e descartado em seguida. Ficam guardados apenas os registros escritos.',
          'As consultas são anonimizadas: os dados do animal são mantidos e os dados do tutor, não. Por isso o uso do VetVoz não exige autorização do tutor. O tratamento de dados pessoais segue a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e está descrito na Política de Privacidade.',
        ],
      },
      {
        id: 'uso-adequado',
        title: '10. Uso adequado',
        paragraphs: ['Ao usar o VetVoz, você se compromete a não:'],
        items: [
          'gravar consultas sem observar a legislação e a ética profissional aplicáveis;',
          'compartilhar sua conta ou revender o acesso ao serviço;',
          'tentar acessar dados de outros usuários ou contornar limites e medidas de segurança;',
          'usar o serviço para fins ilícitos ou contrários ao Código de Ética do Médico-Veterinário.',
        ],
      },
      {
        id: 'alteracoes',
        title: '11. Alterações destes termos',
        paragraphs: [
          'Estes termos podem ser atualizados. Mudanças relevantes serão comunicadas no aplicativo ou por e-mail antes de entrarem em vigor.',
        ],
      },
      {
        id: 'foro',
        title: '12. Lei aplicável e foro',
        paragraphs: [
          'Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da Comarca de São Paulo, Estado de São Paulo, para dirimir quaisquer controvérsias decorrentes deles.',
          `Dúvidas sobre estes termos: ${contactEmail}.`,
        ],
      },
    ],
  };
}

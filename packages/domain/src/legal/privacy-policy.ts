import type { LegalContacts, LegalDocument } from './legal-document.ts';

/** Política de Privacidade do VetVoz, under the LGPD (docs/product-rules.md §1). Contacts come from configuration. */
export function privacyPolicy({ contactEmail, privacyEmail = contactEmail }: LegalContacts): LegalDocument {
  return {
    title: 'Política de Privacidade',
    updatedAt: '2026-11-26',
    intro:
      'Esta Política de Privacidade explica quais dados pessoais o VetVoz coleta, para que os usa, com quem os compartilha, por quanto tempo os guarda e como você exerce seus direitos, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).',
    sections: [
      {
        id: 'dados-coletados',
        title: '1. Dados que coletamos',
        paragraphs: ['Coletamos apenas o necessário para prestar o serviço:'],
        items: [
          'Dados pessoais: nome, sobrenome, e-mail, telefone, CPF, data de nascimento (opcional) e foto de perfil (opcional).',
          'Dados profissionais: número de inscrição no CRMV, se você é veterinário ou estudante e, quando houver, os dados do estabelecimento e da unidade de negócio a que pertence.',
          'Dados financeiros: plano contratado, histórico de assinaturas e pagamentos. Os dados do cartão são tratados diretamente pelo processador de pagamentos e não ficam armazenados no VetVoz.',
          'Dados de acesso: registros de acesso à aplicação (data, hora, endereço IP e navegador), exigidos pelo Marco Civil da Internet, e informações de sessão.',
          'Cookies: cookies essenciais para manter você conectado e, somente se você aceitar, medição de visitas feita pelo próprio VetVoz, sem ferramentas de terceiros.',
        ],
      },
      {
        id: 'consultas',
        title: '2. Consultas, áudio e dados do tutor',
        paragraphs: [
          'O áudio da consulta não é armazenado: ele existe apenas durante a transcrição e é apagado em seguida, inclusive quando ocorre erro.',
          'As transcrições são anonimizadas antes de serem guardadas: nome do tutor, CPF, telefones, e-mails, endereços e CEPs são substituídos por marcadores. Os dados do animal (nome, espécie, raça, idade, peso) são mantidos para compor os documentos.',
          'Telefone e e-mail do tutor informados para o envio de um documento são usados apenas naquele envio e não são guardados.',
          'Lembretes de retorno: na página do link privado, o tutor pode pedir, com autorização expressa, um lembrete de um retorno por e-mail (ou por WhatsApp, quando oferecido, sempre por um provedor oficial da API do WhatsApp). O contato informado fica guardado somente até o lembrete ser enviado — ou cancelado, se o link for revogado ou a data passar — e é apagado em seguida. O lembrete diz apenas o nome do animal, o tipo de retorno e a data.',
        ],
      },
      {
        id: 'finalidades',
        title: '3. Para que usamos os dados',
        paragraphs: [],
        items: [
          'Criar e manter sua conta, autenticar seu acesso e prestar o serviço contratado (execução de contrato).',
          'Cobrar as assinaturas e controlar os limites de uso dos planos (execução de contrato).',
          'Cumprir obrigações legais, como a guarda de registros de acesso e de documentos fiscais (obrigação legal).',
          'Garantir a segurança, prevenir fraudes e o abuso do teste gratuito (legítimo interesse).',
          'Enviar novidades e ofertas, somente se você autorizar o contato (consentimento, que pode ser revogado a qualquer momento).',
        ],
      },
      {
        id: 'compartilhamento',
        title: '4. Compartilhamento',
        paragraphs: [
          'Não vendemos dados pessoais. Compartilhamos dados somente com os operadores necessários para o serviço, sob contrato e com o mínimo de informação:',
        ],
        items: [
          'provedores de infraestrutura e hospedagem, onde os dados ficam armazenados;',
          'provedores de inteligência artificial que transcrevem o áudio e redigem os documentos, que recebem o áudio e o texto apenas para processá-los, sem guardá-los para treinamento;',
          'o processador de pagamentos, para as cobranças;',
          'o provedor de envio de e-mails;',
          'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
        ],
      },
      {
        id: 'retencao',
        title: '5. Por quanto tempo guardamos',
        paragraphs: [
          'Os dados da conta são mantidos enquanto ela estiver ativa. Ao excluir a conta, os dados pessoais são apagados ou anonimizados, exceto os que a lei exige guardar: registros de acesso por 6 meses (Marco Civil da Internet) e dados fiscais e de pagamento pelo prazo da legislação tributária.',
          'Consultas e documentos ficam disponíveis no seu histórico até que você os exclua ou exclua a conta. Quando a consulta pertence a uma unidade de negócio, a guarda do prontuário segue as regras da unidade e do CFMV.',
        ],
      },
      {
        id: 'direitos',
        title: '6. Seus direitos',
        paragraphs: ['Como titular dos dados, você pode, a qualquer momento:'],
        items: [
          'confirmar se tratamos seus dados e acessá-los — no perfil há a opção de baixar seus dados;',
          'corrigir dados incompletos, inexatos ou desatualizados;',
          'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a LGPD;',
          'pedir a portabilidade dos dados;',
          'excluir sua conta e os dados tratados com base no consentimento — no perfil há a opção de excluir a conta;',
          'saber com quem compartilhamos seus dados;',
          'revogar o consentimento, por exemplo para o recebimento de contatos;',
          'apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        id: 'seguranca',
        title: '7. Segurança',
        paragraphs: [
          'Usamos conexões criptografadas, senhas armazenadas com hash, cookies de sessão protegidos e controle de acesso em cada consulta aos dados. Nenhum sistema é totalmente imune a incidentes; se algum ocorrer com risco relevante para você, comunicaremos você e a ANPD.',
        ],
      },
      {
        id: 'cookies',
        title: '8. Cookies',
        paragraphs: [
          'Os cookies essenciais mantêm você conectado e não podem ser desativados. A medição de visitas só acontece se você escolher "Aceitar" no aviso de cookies; se escolher "Recusar", nenhuma visita é registrada. Você pode mudar de ideia limpando os dados do site no navegador.',
        ],
      },
      {
        id: 'contato',
        title: '9. Encarregado de proteção de dados',
        paragraphs: [
          `Para exercer seus direitos ou tirar dúvidas sobre esta política, fale com o encarregado de proteção de dados pelo e-mail ${privacyEmail}. Respondemos em até 15 dias.`,
          'Esta política pode ser atualizada; a data da última alteração aparece no topo do documento.',
        ],
      },
    ],
  };
}

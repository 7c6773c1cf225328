import {
  BILLING_PERIOD_WORDS,
  FREE_CONSULTATIONS,
  formatBrl,
  type InvitableUnitRole,
  MAX_NOTIFICATION_TITLE_CHARS,
  NON_PAYMENT_GRACE_DAYS,
  type PaidPlan,
  PLAN_DISPLAY_NAMES,
  PRICE_CHANGE_TIME_ZONE,
  QUOTA_WARNING_SHARE,
} from '@vetvoz/domain';

/**
 * The words of the product's own notices: plain, kind, and saying what to do next. Dates and
 * amounts go through Intl pt-BR. Names typed by people (units, inviters) are cut so a title stays short.
 */
export interface NoticeText {
  title: string;
  message: string;
  content?: string;
}

const NAME_CHARS = 60;

function shortName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length > NAME_CHARS ? `${clean.slice(0, NAME_CHARS - 1).trimEnd()}…` : clean;
}

const fitTitle = (title: string) =>
  title.length > MAX_NOTIFICATION_TITLE_CHARS
    ? `${title.slice(0, MAX_NOTIFICATION_TITLE_CHARS - 1)}…`
    : title;

const longDate = (instant: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: PRICE_CHANGE_TIME_ZONE }).format(instant);

const ROLE_WORDS: Record<InvitableUnitRole, string> = {
  admin: 'como administrador(a)',
  member: 'como membro',
};

/** Someone with an account was invited to a business unit. */
export function unitInvitationText({
  unitName,
  inviterName,
  role,
}: {
  unitName: string;
  inviterName: string;
  role?: InvitableUnitRole;
}): NoticeText {
  const unit = shortName(unitName) || 'uma unidade';
  const inviter = shortName(inviterName) || 'Uma pessoa da equipe';
  const as = role ? ` ${ROLE_WORDS[role]}` : '';
  return {
    title: fitTitle(`Convite para a unidade ${unit}`),
    message: `${inviter} convidou você para participar da unidade ${unit}${as} no VetVoz.`,
    content:
      'Ao aceitar, as consultas que você fizer pela unidade usam o plano dela e ficam visíveis para ' +
      'quem a administra. Para aceitar ou recusar, abra Perfil › Unidades de negócio.',
  };
}

const usedAtWarning = Math.ceil(FREE_CONSULTATIONS * QUOTA_WARNING_SHARE);

/** The free trial reached 80% (8 of 10). */
export function trialAlmostUsedText(used = usedAtWarning): NoticeText {
  const left = Math.max(FREE_CONSULTATIONS - used, 0);
  return {
    title: 'Seu teste gratuito está quase no fim',
    message:
      `Você já usou ${used} das ${FREE_CONSULTATIONS} consultas do teste gratuito. ` +
      `${left === 1 ? 'Resta 1 consulta' : `Restam ${left} consultas`}.`,
    content:
      'Para continuar sem interrupção, escolha um plano Pro na página de planos. Todos os planos têm os ' +
      'mesmos recursos; só muda o desconto.',
  };
}

/** The free trial is used up. */
export function trialExhaustedText(): NoticeText {
  return {
    title: 'Seu teste gratuito terminou',
    message: `Você usou as ${FREE_CONSULTATIONS} consultas do teste gratuito. Obrigado por experimentar o VetVoz!`,
    content:
      'Para registrar novas consultas, escolha um plano Pro na página de planos. Suas consultas e ' +
      'documentos continuam disponíveis no histórico.',
  };
}

/** A renewal payment failed; access stays for the grace days (terms: 3 days of non-payment). */
export function paymentFailedText({ plan }: { plan: PaidPlan }): NoticeText {
  return {
    title: 'Não conseguimos cobrar sua assinatura',
    message:
      `O pagamento do plano ${PLAN_DISPLAY_NAMES[plan]} não foi aprovado. Verifique o cartão ` +
      'cadastrado ou fale com o seu banco.',
    content:
      `Seu acesso continua por ${NON_PAYMENT_GRACE_DAYS} dias a partir da primeira falha. Depois disso, ` +
      'novas consultas ficam bloqueadas até o pagamento ser aprovado. Cartões pré-pagos não são aceitos.',
  };
}

/** A second checkout completed while a plan was still billed: the older one was cancelled, prorated. */
export function subscriptionReplacedText({
  replaced,
  kept,
}: {
  replaced: PaidPlan;
  kept: PaidPlan;
}): NoticeText {
  return {
    title: 'Sua assinatura anterior foi cancelada',
    message:
      `Você concluiu a assinatura do plano ${PLAN_DISPLAY_NAMES[kept]} enquanto o plano ` +
      `${PLAN_DISPLAY_NAMES[replaced]} ainda estava ativo. Para não cobrar duas vezes, cancelamos o ` +
      'plano anterior com crédito proporcional ao tempo não usado.',
    content:
      'O crédito aparece nas suas faturas em Perfil › Assinatura › “Gerenciar pagamento”. Para trocar de ' +
      'plano no futuro, use “Trocar de plano”: a mudança acontece na mesma assinatura.',
  };
}

/** A plan's new price, told before the renewal it applies to. */
export function priceChangeText({
  plan,
  chargeCents,
  renewalAt,
}: {
  plan: PaidPlan;
  chargeCents: number;
  renewalAt: Date;
}): NoticeText {
  const name = PLAN_DISPLAY_NAMES[plan];
  return {
    title: `O preço do plano ${name} vai mudar`,
    message:
      `A partir da sua renovação em ${longDate(renewalAt)}, o plano ${name} passa a custar ` +
      `${formatBrl(chargeCents)} ${BILLING_PERIOD_WORDS[plan]}.`,
    content:
      'Até lá, nada muda no que você paga. Se preferir não continuar, você pode cancelar a assinatura ' +
      'no app antes da renovação, sem multa.',
  };
}

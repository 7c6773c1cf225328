import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  apiKey,
  auditLog,
  businessUnit,
  businessUnitInvitation,
  businessUnitMember,
  businessUnitPeriod,
  notification,
  session,
  subscription,
  usage,
  user,
  userNotificationStatus,
  webhookEndpoint,
} from '../db/schema/index.ts';
import { PREFERENCE_TABLE_FILES } from './export-preferences.ts';
import type { UserTableFile } from './export-types.ts';

export type { ExportContext, UserTableFile } from './export-types.ts';

/**
 * The user's rows in the tables beside the consultations, one JSON file each, with the line the README
 * gives it and the tables it covers. `export-coverage.test.ts` lists every table with a user or unit column
 * from the schema and fails when one is neither here (or in `CONSULTATION_TABLES`) nor kept out, with its
 * reason, in docs/decisions/016: a new table with personal data is one more entry here or a line there.
 */
export const USER_TABLE_FILES: UserTableFile[] = [
  {
    file: 'conta.json',
    about:
      'sua conta: quando foi criada, se o e-mail está confirmado, quando você aceitou os termos de uso e a ' +
      'política de privacidade, e se é administrador do site.',
    tables: ['user'],
    load: async ({ db, userId }) =>
      (
        await db
          .select({
            createdAt: user.createdAt,
            updatedAt: user.updatedAt,
            emailVerified: user.emailVerified,
            termsAcceptedAt: user.termsAcceptedAt,
            role: user.role,
            banned: user.banned,
            banExpires: user.banExpires,
          })
          .from(user)
          .where(eq(user.id, userId))
      )[0] ?? null,
  },
  {
    file: 'chaves-de-api.json',
    about:
      'suas chaves da API do VetVoz: nome, início da chave, permissões, criação, último uso e revogação. ' +
      'Sem as chaves (guardamos só um código derivado delas).',
    tables: ['api_key'],
    load: ({ db, userId }) =>
      db
        .select({
          name: apiKey.name,
          hint: apiKey.hint,
          scopes: apiKey.scopes,
          createdAt: apiKey.createdAt,
          lastUsedAt: apiKey.lastUsedAt,
          revokedAt: apiKey.revokedAt,
        })
        .from(apiKey)
        .where(eq(apiKey.userId, userId))
        .orderBy(apiKey.createdAt),
  },
  {
    file: 'webhooks.json',
    about:
      'seus endereços de webhook: URL, eventos, estado e criação. Sem o segredo da assinatura (derivado, ' +
      'não guardado) e sem o registro de entregas (só identificadores).',
    tables: ['webhook_endpoint'],
    load: ({ db, userId }) =>
      db
        .select({
          url: webhookEndpoint.url,
          events: webhookEndpoint.events,
          status: webhookEndpoint.status,
          createdAt: webhookEndpoint.createdAt,
        })
        .from(webhookEndpoint)
        .where(eq(webhookEndpoint.userId, userId))
        .orderBy(webhookEndpoint.createdAt),
  },
  {
    file: 'sessoes.json',
    about:
      'suas sessões (acessos) abertas: quando começaram e expiram, endereço IP e navegador. Sem os códigos de acesso.',
    tables: ['session'],
    load: ({ db, userId }) =>
      db
        .select({
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.createdAt)),
  },
  {
    file: 'acoes-registradas.json',
    about: 'ações registradas em seu nome no registro de auditoria (administração e ações sensíveis).',
    tables: ['audit_log'],
    load: ({ db, userId }) =>
      db
        .select({
          action: auditLog.action,
          target: auditLog.target,
          details: auditLog.details,
          at: auditLog.at,
        })
        .from(auditLog)
        .where(eq(auditLog.actorId, userId))
        .orderBy(desc(auditLog.at)),
  },
  {
    file: 'uso.json',
    about:
      'cada consulta contada no seu limite de uso: quando foi contada, qual consulta (vazio se ela foi ' +
      'excluída) e por qual unidade.',
    tables: ['usage'],
    load: ({ db, userId }) =>
      db
        .select({ countedAt: usage.countedAt, consultationId: usage.consultationId, unitId: usage.unitId })
        .from(usage)
        .where(eq(usage.userId, userId))
        .orderBy(asc(usage.countedAt)),
  },
  {
    file: 'assinaturas.json',
    about:
      'suas assinaturas e as das unidades que você pagou: plano, situação, períodos, cancelamento e os ' +
      'identificadores do pagamento no Stripe (cliente, assinatura, sessão de pagamento).',
    tables: ['subscription'],
    load: ({ db, userId }) =>
      db
        .select({
          plan: subscription.plan,
          status: subscription.status,
          unitId: subscription.unitId,
          startedAt: subscription.startedAt,
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          pastDueSince: subscription.pastDueSince,
          stripeCustomerId: subscription.stripeCustomerId,
          stripeSubscriptionId: subscription.stripeSubscriptionId,
          checkoutSessionId: subscription.checkoutSessionId,
          createdAt: subscription.createdAt,
          updatedAt: subscription.updatedAt,
        })
        .from(subscription)
        .where(eq(subscription.userId, userId))
        .orderBy(asc(subscription.createdAt)),
  },
  {
    file: 'unidades.json',
    about:
      'as unidades das quais você é proprietário(a), com os totais de cada período encerrado, e as ' +
      'unidades de que você participa (papel, situação, desde quando).',
    tables: ['business_unit', 'business_unit_member', 'business_unit_period'],
    load: async ({ db, userId }) => {
      const owned = await db
        .select({ id: businessUnit.id, name: businessUnit.name, createdAt: businessUnit.createdAt })
        .from(businessUnit)
        .where(eq(businessUnit.ownerId, userId))
        .orderBy(asc(businessUnit.createdAt));
      const periods = owned.length
        ? await db
            .select()
            .from(businessUnitPeriod)
            .where(
              inArray(
                businessUnitPeriod.unitId,
                owned.map((unit) => unit.id),
              ),
            )
            .orderBy(asc(businessUnitPeriod.periodStart))
        : [];
      const memberships = await db
        .select({
          unitId: businessUnitMember.unitId,
          unitName: businessUnit.name,
          role: businessUnitMember.role,
          status: businessUnitMember.status,
          email: businessUnitMember.email,
          joinedAt: businessUnitMember.joinedAt,
        })
        .from(businessUnitMember)
        .innerJoin(businessUnit, eq(businessUnit.id, businessUnitMember.unitId))
        .where(eq(businessUnitMember.userId, userId))
        .orderBy(asc(businessUnitMember.joinedAt));
      return {
        owned: owned.map((unit) => ({
          ...unit,
          periods: periods
            .filter((period) => period.unitId === unit.id)
            .map(({ unitId: _unit, ...period }) => period),
        })),
        memberships,
      };
    },
  },
  {
    file: 'convites.json',
    about: 'convites de unidades para o seu e-mail ainda não respondidos, e os convites que você enviou.',
    tables: ['business_unit_invitation'],
    load: async ({ db, userId }) => {
      const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      const columns = {
        unitId: businessUnitInvitation.unitId,
        unitName: businessUnit.name,
        email: businessUnitInvitation.email,
        role: businessUnitInvitation.role,
        createdAt: businessUnitInvitation.createdAt,
      };
      const base = () =>
        db
          .select(columns)
          .from(businessUnitInvitation)
          .innerJoin(businessUnit, eq(businessUnit.id, businessUnitInvitation.unitId));
      return {
        received: me
          ? await base().where(eq(businessUnitInvitation.email, me.email.trim().toLowerCase()))
          : [],
        sent: await base().where(eq(businessUnitInvitation.invitedBy, userId)),
      };
    },
  },
  {
    file: 'avisos.json',
    about:
      'os avisos enviados só para você (convites, teste grátis, pagamento, reajuste), quais avisos você ' +
      'marcou como lidos e, se você administra o site, os avisos que escreveu.',
    tables: ['notification', 'user_notification_status'],
    load: async ({ db, userId }) => ({
      toYou: await db
        .select({
          kind: notification.kind,
          title: notification.title,
          message: notification.message,
          createdAt: notification.createdAt,
        })
        .from(notification)
        .where(eq(notification.recipientId, userId))
        .orderBy(asc(notification.createdAt)),
      read: await db
        .select({
          notificationId: userNotificationStatus.notificationId,
          title: notification.title,
          isRead: userNotificationStatus.isRead,
          readAt: userNotificationStatus.readAt,
        })
        .from(userNotificationStatus)
        .innerJoin(notification, eq(notification.id, userNotificationStatus.notificationId))
        .where(
          and(
            eq(userNotificationStatus.userId, userId),
            or(isNull(notification.recipientId), eq(notification.recipientId, userId)),
          ),
        )
        .orderBy(asc(userNotificationStatus.readAt)),
      written: await db
        .select({
          title: notification.title,
          message: notification.message,
          createdAt: notification.createdAt,
        })
        .from(notification)
        .where(eq(notification.createdBy, userId))
        .orderBy(asc(notification.createdAt)),
    }),
  },
  ...PREFERENCE_TABLE_FILES,
];

/** Tables the consultation folders of the export cover (consulta.json, <tipo>.json, <tipo>.pdf). */
export const CONSULTATION_TABLES = [
  'consultation',
  'transcript_segment',
  'document',
  'follow_up',
  // Without the tutor's contact: it is erased when the reminder goes (follow-ups/export-follow-ups.ts).
  'follow_up_reminder',
];

import { randomBytes } from 'node:crypto';
import { fakeAudio } from '../../../../e2e/fixtures/fake-openai.ts';

/**
 * The expected answer of every endpoint to each kind of caller ("keep it closed"), read by
 * authorization-matrix.test.ts. Resources are vet A's. Columns, in order: anonymous, vet A (the owner),
 * vet B (another vet), site admin. Later issues (units, billing, notifications) add roles and rows here.
 *
 * How to read the numbers: 401 signed out; 404 "not yours" answers exactly like "does not exist", so
 * nobody learns that A's consultation is there; 403 a signed-in user without the role; 400 the call was
 * let through and then refused for its content (the request here is deliberately harmless).
 * Site admins see aggregates, never clinical content: A's consultations are 404 to them too.
 */
export const ROLES = ['anonymous', 'vetA', 'vetB', 'admin'] as const;
export type AccessRole = (typeof ROLES)[number];

export interface MatrixContext {
  userA: string;
  emailA: string;
  /** A's ready consultation, with a generated receita, shared by the rows that do not change it. */
  consultationId: string;
  documentId: string;
  promptVersionId: string;
  /**
   * For rows that delete or replace what they touch: a new ready consultation of A with a receita when the
   * owner calls (so the shared one survives), the shared one for everyone else (refused anyway; if a refusal
   * ever fails, the rows after it fail too, which is what should happen).
   */
  freshConsultation: (role: AccessRole) => Promise<{ consultationId: string; documentId: string }>;
  /** A consultation of A still recording, segment 0 uploaded (the shared ready one for non-owners). */
  recordingConsultation: (role: AccessRole) => Promise<string>;
  /** A live tutor link of A's shared consultation: a new one when A calls (revoking ends it). */
  tutorLinkId: (role: AccessRole) => Promise<string>;
  /** A follow-up of A's shared consultation: a new one when A calls (removing ends it). */
  followUpId: (role: AccessRole) => Promise<string>;
  /** For admin actions that lock or delete their target: an account of its own when the admin calls, A otherwise. */
  throwawayUser: (role: AccessRole) => Promise<string>;
}

export interface RequestSpec {
  path?: string;
  /** An object is sent as JSON; absent → `{}` for writes, nothing for GET/DELETE. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  /** [anonymous, vetA, vetB, admin] */
  expect: readonly [number, number, number, number];
  request?: (context: MatrixContext, role: AccessRole) => RequestSpec | Promise<RequestSpec>;
  /** The cell ends or changes the session it uses: sign in again for it. */
  freshSession?: boolean;
}

/** A sealed-looking pack for a fresh token: the server cannot tell it from a real one, by design. */
export const tutorLinkBody = (documentId: string) => ({
  token: randomBytes(16).toString('base64url'),
  documentIds: [documentId],
  iv: 'AAAAAAAAAAAAAAAA',
  ciphertext: 'c2VsYWRvLXBlbG8tbmF2ZWdhZG9y',
});

const everyone = (status: number) => [status, status, status, status] as const;
const PATIENT = { name: 'Thor', species: 'cao' };
const ISSUE = { issue: { responsavelNome: 'Responsável Teste', responsavelEndereco: 'Rua Um, 1' } };
const MISSING_NOTIFICATION = '00000000-0000-4000-8000-000000000000';
const MISSING_UNIT = '/api/business-units/00000000-0000-4000-8000-0000000000aa';
const PROMPT_BODY = 'Receita: use somente o que a transcrição diz, sem inventar doses ou fármacos.';
const SAMPLE_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const consultation =
  (suffix = '') =>
  (c: MatrixContext) => ({ path: `/api/consultations/${c.consultationId}${suffix}` });
const document =
  (suffix = '') =>
  (c: MatrixContext) => ({ path: `/api/documents/${c.documentId}${suffix}` });

export const MATRIX: Record<string, MatrixRow> = {
  // Public.
  'GET /api/health': { expect: everyone(200) },
  'GET /api/admin/openapi.json': { expect: [401, 403, 403, 200] },
  'GET /api/site-info': { expect: everyone(200) },
  'GET /api/openapi.json': { expect: everyone(200) },
  // Development only (these tests run in development); 404 in production (test/openapi.test.ts).
  'GET /api/docs': { expect: everyone(200) },
  'GET /api/app-config': { expect: everyone(200) },
  'GET /api/me': { expect: everyone(200) },
  'POST /api/analytics/pageview': { expect: everyone(204), request: () => ({ body: { path: '/plans' } }) },
  'POST /api/accounts/sign-up': { expect: everyone(400), request: () => ({ body: { email: 'x' } }) },
  // Billing (no Stripe configured here): each vet's own trial; nobody reaches another's subscription.
  'GET /api/subscription': { expect: [401, 200, 200, 200] },
  'POST /api/subscription/free': { expect: [401, 200, 200, 200] },
  'POST /api/subscription/checkout': {
    expect: [401, 503, 503, 503],
    request: () => ({ body: { plan: 'mensal' } }),
  },
  'POST /api/subscription/confirm': {
    expect: [401, 503, 503, 503],
    request: () => ({ body: { sessionId: 'cs_test_nenhuma' } }),
  },
  // The portal needs Stripe (503 here); a unit's billing is its owner's only (no unit is anyone's here).
  'POST /api/subscription/portal': { expect: [401, 503, 503, 503], request: () => ({ body: {} }) },
  'GET /api/subscription/units/:id': {
    expect: [401, 403, 403, 403],
    request: () => ({ path: '/api/subscription/units/00000000-0000-4000-8000-0000000000aa' }),
  },
  'POST /api/cancel-subscription': {
    expect: [401, 404, 404, 404],
    request: () => ({ body: { checkoutSessionId: 'cs_test_nenhuma' } }),
  },
  'POST /api/stripe/webhook': { expect: everyone(503), request: () => ({ body: { id: 'evt_1' } }) },
  // Everyone here has confirmed their address already.
  'POST /api/accounts/verification-email': { expect: [401, 400, 400, 400] },

  // Site configuration: site admins only.
  'PUT /api/app-config': {
    expect: [401, 403, 403, 200],
    request: () => ({ body: { isMaintenanceMode: false, maintenanceMessage: 'Voltamos logo.' } }),
  },

  // The caller's own profile: every signed-in user has one, nobody reaches another's.
  'GET /api/profile': { expect: [401, 200, 200, 200] },
  'PATCH /api/profile': { expect: [401, 200, 200, 200], request: () => ({ body: { allowContact: true } }) },
  'PUT /api/profile/photo': {
    expect: [401, 200, 200, 200],
    request: () => {
      const form = new FormData();
      form.append('photo', new File([SAMPLE_PNG], 'foto.png', { type: 'image/png' }));
      return { body: form };
    },
  },
  'GET /api/profile/photo': { expect: [401, 200, 200, 200] },
  'DELETE /api/profile/photo': { expect: [401, 204, 204, 204] },
  'GET /api/profile/export': { expect: [401, 200, 200, 200] },
  'GET /api/profile/writing-style': { expect: [401, 200, 200, 200] },
  'PUT /api/profile/writing-style': {
    expect: [401, 200, 200, 200],
    request: () => ({ body: { instructions: 'Sem abreviações.', detail: { receita: 'resumido' } } }),
  },
  // Nothing offered to a new account: any id is unknown.
  'POST /api/profile/writing-style/suggestions': {
    expect: [401, 404, 404, 404],
    request: () => ({ body: { id: 'receita:itens[].frequencia:horarios', answer: 'dismiss' } }),
  },
  // The caller's own vocabulary; another's entry answers like a missing one (vocabulary/vocabulary.test.ts).
  'GET /api/vocabulary': { expect: [401, 200, 200, 200] },
  'POST /api/vocabulary/terms': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: { term: 'Bravecto', heard: 'bravéquito' } }),
  },
  'DELETE /api/vocabulary/terms/:id': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: '/api/vocabulary/terms/00000000-0000-4000-8000-0000000000bb' }),
  },

  // A's consultations: others are answered as if it did not exist.
  'GET /api/consultations': { expect: [401, 200, 200, 200] },
  'GET /api/consultations/:id': { expect: [401, 200, 404, 404], request: consultation() },
  'GET /api/consultations/:id/events': { expect: [401, 200, 404, 404], request: consultation('/events') },
  'POST /api/consultations/:id/segments/:index': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${await c.recordingConsultation(role)}/segments/1`,
      body: fakeAudio('Segundo trecho gravado.'),
      headers: { 'content-type': 'audio/webm' },
    }),
  },
  'POST /api/consultations/:id/finish': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${await c.recordingConsultation(role)}/finish`,
      body: { lastSegmentIndex: 0, durationSeconds: 20 },
    }),
  },
  'PATCH /api/consultations/:id/transcript': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${(await c.freshConsultation(role)).consultationId}/transcript`,
      body: { transcript: 'Thor, cão de oito anos, com vômito há dois dias; maropitant por três dias.' },
    }),
  },
  'PUT /api/consultations/:id/speakers': {
    expect: [401, 200, 404, 404],
    request: async (c) => ({
      path: `/api/consultations/${c.consultationId}/speakers`,
      body: { paragraph: 0, role: 'tutor' },
    }),
  },
  'PUT /api/consultations/:id/weight': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${(await c.freshConsultation(role)).consultationId}/weight`,
      body: { weightKg: 12.5 },
    }),
  },
  'PUT /api/consultations/:id/other-patients': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${(await c.freshConsultation(role)).consultationId}/other-patients`,
      body: { patients: [{ name: 'Mel', species: 'gato' }] },
    }),
  },
  // The owner's consultation has one animal: let through, then refused for its content (400, 409).
  'POST /api/consultations/:id/animal-split': {
    expect: [401, 400, 404, 404],
    request: consultation('/animal-split'),
  },
  'PUT /api/consultations/:id/animal-split': {
    expect: [401, 409, 404, 404],
    request: (c) => ({
      path: `/api/consultations/${c.consultationId}/animal-split`,
      body: { passages: [[0]] },
    }),
  },
  'DELETE /api/consultations/:id': {
    expect: [401, 204, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${(await c.freshConsultation(role)).consultationId}`,
    }),
  },

  // A's documents.
  'GET /api/consultations/:id/documents': {
    expect: [401, 200, 404, 404],
    request: consultation('/documents'),
  },
  'GET /api/consultations/:id/documents/events': {
    expect: [401, 200, 404, 404],
    request: consultation('/documents/events'),
  },
  'POST /api/consultations/:id/documents': {
    expect: [401, 202, 404, 404],
    request: async (c, role) => ({
      path: `/api/consultations/${(await c.freshConsultation(role)).consultationId}/documents`,
      body: { types: ['orientacoes'] },
    }),
  },
  'GET /api/documents/:id': { expect: [401, 200, 404, 404], request: document() },
  'PATCH /api/documents/:id': {
    expect: [401, 200, 404, 404],
    request: (c) => ({ ...document()(c), body: { content: { observacoes: 'Retorno em sete dias.' } } }),
  },
  'POST /api/documents/:id/restore': { expect: [401, 200, 404, 404], request: document('/restore') },
  'POST /api/documents/:id/retry': {
    expect: [401, 202, 404, 404],
    request: async (c, role) => ({
      path: `/api/documents/${(await c.freshConsultation(role)).documentId}/retry`,
    }),
  },
  // API keys: each person's own; another's key id answers like a made-up one.
  'POST /api/api-keys': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: { name: 'Sistema da clínica' } }),
  },
  'GET /api/api-keys': { expect: [401, 200, 200, 200] },
  'DELETE /api/api-keys/:id': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `/api/api-keys/${MISSING_NOTIFICATION}` }),
  },
  // Webhook endpoints: each person's own (another's endpoint answers 404: src/webhooks/webhooks.test.ts).
  'POST /api/webhook-endpoints': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: { url: 'http://127.0.0.1:9/vetvoz', events: ['document.ready'] } }),
  },
  'GET /api/webhook-endpoints': { expect: [401, 200, 200, 200] },
  'DELETE /api/webhook-endpoints/:id': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `/api/webhook-endpoints/${MISSING_NOTIFICATION}` }),
  },
  'GET /api/webhook-endpoints/:id/deliveries': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `/api/webhook-endpoints/${MISSING_NOTIFICATION}/deliveries` }),
  },
  'POST /api/webhook-endpoints/:id/enable': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `/api/webhook-endpoints/${MISSING_NOTIFICATION}/enable` }),
  },
  'POST /api/webhook-endpoints/:id/deliveries/:deliveryId/redeliver': {
    expect: [401, 404, 404, 404],
    request: () => ({
      path: `/api/webhook-endpoints/${MISSING_NOTIFICATION}/deliveries/${MISSING_NOTIFICATION}/redeliver`,
    }),
  },
  // /api/v1 takes an API key only: no session cookie opens it, a site admin's neither (keys: api-v1.test.ts).
  'POST /api/v1/consultations': { expect: everyone(401), request: () => ({ body: { patient: PATIENT } }) },
  'GET /api/v1/consultations': {
    expect: everyone(401),
    request: () => ({ path: '/api/v1/consultations?externalId=A1' }),
  },
  'GET /api/v1/consultations/:id': {
    expect: everyone(401),
    request: (c) => ({ path: `/api/v1/consultations/${c.consultationId}` }),
  },
  'PUT /api/v1/consultations/:id/transcript': {
    expect: everyone(401),
    request: (c) => ({
      path: `/api/v1/consultations/${c.consultationId}/transcript`,
      body: { transcript: 'Texto.' },
    }),
  },
  'POST /api/v1/consultations/:id/documents': {
    expect: everyone(401),
    request: (c) => ({
      path: `/api/v1/consultations/${c.consultationId}/documents`,
      body: { types: ['receita'] },
    }),
  },
  'GET /api/v1/consultations/:id/documents': {
    expect: everyone(401),
    request: (c) => ({ path: `/api/v1/consultations/${c.consultationId}/documents` }),
  },
  'POST /api/v1/consultations/:id/audio': {
    expect: everyone(401),
    request: (c) => ({ path: `/api/v1/consultations/${c.consultationId}/audio`, body: fakeAudio('Trecho.') }),
  },
  'GET /api/v1/documents/:id': {
    expect: everyone(401),
    request: (c) => ({ path: `/api/v1/documents/${c.documentId}` }),
  },
  'POST /api/v1/documents/:id/pdf': {
    expect: everyone(401),
    request: (c) => ({ path: `/api/v1/documents/${c.documentId}/pdf`, body: ISSUE }),
  },
  'POST /api/v1/documents/:id/text': {
    expect: everyone(401),
    request: (c) => ({ path: `/api/v1/documents/${c.documentId}/text`, body: ISSUE }),
  },
  'POST /api/documents/:id/pdf': {
    expect: [401, 200, 404, 404],
    request: (c) => ({ ...document('/pdf')(c), body: ISSUE }),
  },
  'POST /api/documents/:id/text': {
    expect: [401, 200, 404, 404],
    request: (c) => ({ ...document('/text')(c), body: ISSUE }),
  },
  'POST /api/documents/:id/email': {
    expect: [401, 200, 404, 404],
    request: (c) => ({ ...document('/email')(c), body: { ...ISSUE, to: 'tutor.matriz@exemplo.com.br' } }),
  },
  'POST /api/consultations/:id/documents/email': {
    expect: [401, 200, 404, 404],
    request: (c) => ({
      ...consultation('/documents/email')(c),
      body: { ...ISSUE, to: 'tutor.matriz@exemplo.com.br' },
    }),
  },

  // Tutor links: the author creates and revokes, readers list; the ciphertext is public by token, 410 when gone.
  'POST /api/consultations/:id/tutor-links': {
    expect: [401, 201, 404, 404],
    request: (c) => ({
      ...consultation('/tutor-links')(c),
      body: tutorLinkBody(c.documentId),
    }),
  },
  'GET /api/consultations/:id/tutor-links': {
    expect: [401, 200, 404, 404],
    request: consultation('/tutor-links'),
  },
  'POST /api/tutor-links/:id/revoke': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({ path: `/api/tutor-links/${await c.tutorLinkId(role)}/revoke` }),
  },
  'GET /api/verifications/:code': {
    expect: everyone(404),
    request: () => ({ path: '/api/verifications/AAAAAAAAAA' }),
  },
  'GET /api/tutor-packs/:token': {
    expect: everyone(410),
    request: () => ({ path: '/api/tutor-packs/AAAAAAAAAAAAAAAAAAAAAA' }),
  },
  'POST /api/tutor-packs/:token/reminders': {
    expect: everyone(410),
    request: () => ({
      path: '/api/tutor-packs/AAAAAAAAAAAAAAAAAAAAAA/reminders',
      body: {
        followUpId: MISSING_NOTIFICATION,
        channel: 'email',
        contact: 'tutor@exemplo.com.br',
        consent: true,
      },
    }),
  },

  // Follow-ups: readers list, the author adds, corrects and removes; the week's are each user's own.
  'GET /api/consultations/:id/follow-ups': {
    expect: [401, 200, 404, 404],
    request: consultation('/follow-ups'),
  },
  'POST /api/consultations/:id/follow-ups': {
    expect: [401, 201, 404, 404],
    request: (c) => ({
      ...consultation('/follow-ups')(c),
      body: { kind: 'retorno', description: 'Retorno', dueDate: '2030-01-10' },
    }),
  },
  'PATCH /api/follow-ups/:id': {
    expect: [401, 200, 404, 404],
    request: async (c, role) => ({
      path: `/api/follow-ups/${await c.followUpId(role)}`,
      body: { kind: 'exame', description: 'Repetir o hemograma', dueDate: '2030-01-11' },
    }),
  },
  'DELETE /api/follow-ups/:id': {
    expect: [401, 204, 404, 404],
    request: async (c, role) => ({ path: `/api/follow-ups/${await c.followUpId(role)}` }),
  },
  'GET /api/follow-ups/week': { expect: [401, 200, 200, 200] },

  // Prompt management: site admins only.
  'GET /api/prompts': { expect: [401, 403, 403, 200] },
  'GET /api/prompts/:type/versions': {
    expect: [401, 403, 403, 200],
    request: () => ({ path: '/api/prompts/receita/versions' }),
  },
  'POST /api/prompts/:type/versions': {
    expect: [401, 403, 403, 201],
    request: () => ({ path: '/api/prompts/receita/versions', body: { body: PROMPT_BODY } }),
  },
  'POST /api/prompts/:type/versions/:id/activate': {
    expect: [401, 403, 403, 200],
    request: (c) => ({ path: `/api/prompts/receita/versions/${c.promptVersionId}/activate` }),
  },
  'POST /api/prompts/:type/test': {
    expect: [401, 403, 403, 200],
    request: () => ({ path: '/api/prompts/receita/test', body: { body: PROMPT_BODY } }),
  },

  // Notifications: everyone signed in reads the active ones; site admins write. No notification exists
  // here, so a signed-in mark-as-read and the admin's edit and delete reach the lookup and answer 404.
  'GET /api/notifications': { expect: [401, 200, 200, 200] },
  'GET /api/notifications/events': { expect: [401, 200, 200, 200] },
  'POST /api/notifications/:id/read': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `/api/notifications/${MISSING_NOTIFICATION}/read` }),
  },
  'GET /api/admin/notifications': { expect: [401, 403, 403, 200] },
  'POST /api/admin/notifications': {
    expect: [401, 403, 403, 201],
    request: () => ({ body: { title: 'Aviso', message: 'Mensagem do aviso.', isActive: false } }),
  },
  'PUT /api/admin/notifications/:id': {
    expect: [401, 403, 403, 404],
    request: () => ({
      path: `/api/admin/notifications/${MISSING_NOTIFICATION}`,
      body: { title: 'Aviso', message: 'Mensagem do aviso.' },
    }),
  },
  'DELETE /api/admin/notifications/:id': {
    expect: [401, 403, 403, 404],
    request: () => ({ path: `/api/admin/notifications/${MISSING_NOTIFICATION}` }),
  },
  // Price changes: site admins announce a plan's new price, 60 days ahead (30 is the minimum).
  'GET /api/admin/price-changes': { expect: [401, 403, 403, 200] },
  'POST /api/admin/price-changes': {
    expect: [401, 403, 403, 201],
    request: () => ({
      body: {
        plan: 'anual',
        chargeCents: 83_880,
        effectiveOn: new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      },
    }),
  },

  // Admin area: one read per section and the ban switch, site admins only.
  'GET /api/admin/overview': { expect: [401, 403, 403, 200] },
  'GET /api/admin/users': { expect: [401, 403, 403, 200] },
  'POST /api/admin/users/:id/ban': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({
      path: `/api/admin/users/${await c.throwawayUser(role)}/ban`,
      body: { reason: 'Teste de permissão.' },
    }),
  },
  'POST /api/admin/users/:id/unban': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({
      path: `/api/admin/users/${await c.throwawayUser(role)}/unban`,
      body: { reason: 'Teste de permissão.' },
    }),
  },
  // Support gives a counted consultation back (decision 032): site admins only. No usage row has this id,
  // so the admin's call reaches the lookup and answers 404; A's list is empty but readable.
  'GET /api/admin/users/:id/counted-consultations': {
    expect: [401, 403, 403, 200],
    request: (c) => ({ path: `/api/admin/users/${c.userA}/counted-consultations` }),
  },
  'POST /api/admin/counted-consultations/:id/give-back': {
    expect: [401, 403, 403, 404],
    request: () => ({
      path: '/api/admin/counted-consultations/999999999/give-back',
      body: { reason: 'Teste de permissão.' },
    }),
  },
  'GET /api/admin/business-units': { expect: [401, 403, 403, 200] },
  'GET /api/admin/ai-providers': { expect: [401, 403, 403, 200] },
  'GET /api/admin/page-views': { expect: [401, 403, 403, 200] },
  'GET /api/admin/audit-log': { expect: [401, 403, 403, 200] },

  // Business units: nobody here is in a unit (test/business-unit-matrix.test.ts has the unit
  // roles); a unit id that is not one's own answers 404 like a missing one.
  'GET /api/business-units': { expect: [401, 200, 200, 200] },
  'POST /api/business-units': { expect: [401, 400, 400, 400], request: () => ({ body: { name: ' ' } }) },
  'GET /api/business-units/invitations': { expect: [401, 200, 200, 200] },
  // The invitation e-mail's link: a secret nobody here holds is 404 to everyone (a guess learns nothing).
  'POST /api/invitation-links/preview': {
    expect: everyone(404),
    request: () => ({ body: { token: 'A'.repeat(43) } }),
  },
  'POST /api/invitation-links/accept': {
    expect: [401, 404, 404, 404],
    request: () => ({ body: { token: 'A'.repeat(43) } }),
  },
  'GET /api/business-units/dashboard': { expect: [401, 403, 403, 403] },
  'GET /api/business-units/:id': { expect: [401, 404, 404, 404], request: () => ({ path: MISSING_UNIT }) },
  'POST /api/business-units/:id/members': {
    expect: [401, 404, 404, 404],
    request: () => ({
      path: `${MISSING_UNIT}/members`,
      body: { email: 'colega@exemplo.com.br', role: 'member' },
    }),
  },
  'PATCH /api/business-units/:id/members/:userId': {
    expect: [401, 404, 404, 404],
    request: (c) => ({ path: `${MISSING_UNIT}/members/${c.userA}`, body: { role: 'admin' } }),
  },
  'DELETE /api/business-units/:id/members/:userId': {
    expect: [401, 404, 404, 404],
    request: (c) => ({ path: `${MISSING_UNIT}/members/${c.userA}` }),
  },
  'DELETE /api/business-units/:id/invitations/:invitationId': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/invitations/${MISSING_NOTIFICATION}` }),
  },
  'POST /api/business-units/:id/invitations/accept': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/invitations/accept` }),
  },
  'POST /api/business-units/:id/leave': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/leave` }),
  },
  'GET /api/business-units/:id/usage': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/usage` }),
  },
  // A unit's API keys: its owner and active admins only (members 403, strangers 404: src/api-v1/unit-keys.test.ts).
  'POST /api/business-units/:id/api-keys': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/api-keys`, body: { name: 'Sistema da clínica' } }),
  },
  'GET /api/business-units/:id/api-keys': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/api-keys` }),
  },
  'DELETE /api/business-units/:id/api-keys/:keyId': {
    expect: [401, 404, 404, 404],
    request: () => ({ path: `${MISSING_UNIT}/api-keys/${MISSING_NOTIFICATION}` }),
  },

  // better-auth: the caller's own session and account.
  'GET /api/auth/get-session': { expect: everyone(200) },
  'POST /api/auth/get-session': { expect: everyone(405) },
  'POST /api/auth/sign-out': { expect: everyone(200), freshSession: true },
  'POST /api/auth/sign-in/email': {
    expect: everyone(401),
    request: (c) => ({ body: { email: c.emailA, password: 'senha-errada-000' } }),
  },
  'POST /api/auth/sign-up/email': { expect: everyone(404) },
  'POST /api/auth/update-user': { expect: everyone(404) },
  'GET /api/auth/update-user': { expect: everyone(404) },
  // Closed (no social providers; e-mail changes go nowhere): open, they only logged errors.
  'POST /api/auth/sign-in/social': {
    expect: everyone(404),
    request: () => ({ body: { provider: 'google' } }),
  },
  'GET /api/auth/sign-in/social': { expect: everyone(404) },
  'GET /api/auth/link-social': { expect: everyone(404) },
  'GET /api/auth/change-email': { expect: everyone(404) },
  // No social providers are configured: better-auth sends the browser to its error page.
  'GET /api/auth/callback/:id': {
    expect: everyone(302),
    request: () => ({ path: '/api/auth/callback/google' }),
  },
  'POST /api/auth/callback/:id': {
    expect: everyone(302),
    request: () => ({ path: '/api/auth/callback/google' }),
  },
  // Three resets of one address an hour: A's own, fourth, is refused.
  'POST /api/auth/request-password-reset': {
    expect: [200, 429, 200, 200],
    request: (c) => ({ body: { email: c.emailA, redirectTo: '/reset-password' } }),
  },
  'GET /api/auth/reset-password/:token': {
    expect: everyone(302),
    request: () => ({ path: '/api/auth/reset-password/token-invalido?callbackURL=/reset-password' }),
  },
  'POST /api/auth/reset-password': {
    expect: everyone(400),
    request: () => ({ body: { token: 'token-invalido', newPassword: 'outra-senha-segura-987' } }),
  },
  'POST /api/auth/verify-password': {
    expect: [401, 400, 400, 400],
    request: () => ({ body: { password: 'senha-errada-000' } }),
  },
  'GET /api/auth/verify-email': {
    expect: everyone(400),
    request: () => ({ path: '/api/auth/verify-email?token=token-invalido' }),
    // Closed: the resend is POST /api/accounts/verification-email (signed in, rate-limited).
  },
  'GET /api/auth/send-verification-email': { expect: everyone(404) },
  'POST /api/auth/send-verification-email': {
    expect: everyone(404),
    request: (c) => ({ body: { email: c.emailA } }),
  },
  'POST /api/auth/change-email': {
    expect: everyone(404),
    request: () => ({ body: { newEmail: 'novo@exemplo.com.br' } }),
  },
  'POST /api/auth/change-password': {
    expect: [401, 400, 400, 400],
    request: () => ({ body: { currentPassword: 'senha-errada-000', newPassword: 'outra-senha-segura-987' } }),
  },
  'POST /api/auth/update-session': { expect: [401, 400, 400, 400] },
  'POST /api/auth/delete-user': {
    expect: [401, 400, 400, 400],
    request: () => ({ body: { password: 'senha-errada-000' } }),
  },
  // Deletion by e-mailed link is off: deleting always asks the password.
  'GET /api/auth/delete-user/callback': {
    expect: everyone(404),
    request: () => ({ path: '/api/auth/delete-user/callback?token=token-invalido' }),
  },
  'POST /api/auth/delete-user/callback': { expect: everyone(404) },
  'GET /api/auth/list-sessions': { expect: [401, 200, 200, 200] },
  'POST /api/auth/revoke-session': {
    expect: [401, 200, 200, 200],
    request: () => ({ body: { token: 'token-de-outro' } }),
  },
  'POST /api/auth/revoke-sessions': { expect: [401, 200, 200, 200], freshSession: true },
  'POST /api/auth/revoke-other-sessions': { expect: [401, 200, 200, 200], freshSession: true },
  'POST /api/auth/link-social': {
    expect: everyone(404),
    request: () => ({ body: { provider: 'google' } }),
  },
  // Social accounts are not used; these refuse their arguments before asking who calls.
  'GET /api/auth/list-accounts': { expect: [401, 200, 200, 200] },
  'POST /api/auth/unlink-account': {
    expect: everyone(400),
    request: () => ({ body: { providerId: 'google' } }),
  },
  'POST /api/auth/refresh-token': {
    expect: everyone(400),
    request: () => ({ body: { providerId: 'google' } }),
  },
  'POST /api/auth/get-access-token': {
    expect: everyone(400),
    request: () => ({ body: { providerId: 'google' } }),
  },
  'GET /api/auth/account-info': { expect: everyone(400) },
  'GET /api/auth/ok': { expect: everyone(200) },
  'GET /api/auth/error': { expect: everyone(400) },

  // better-auth's admin plugin: site admins only; impersonation is off for everyone.
  'GET /api/auth/admin/list-users': { expect: [401, 403, 403, 200] },
  'GET /api/auth/admin/get-user': {
    expect: [401, 403, 403, 200],
    request: (c) => ({ path: `/api/auth/admin/get-user?id=${c.userA}` }),
  },
  'POST /api/auth/admin/list-user-sessions': {
    expect: [401, 403, 403, 200],
    request: (c) => ({ body: { userId: c.userA } }),
  },
  'POST /api/auth/admin/set-role': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({ body: { userId: await c.throwawayUser(role), role: 'user' } }),
  },
  'POST /api/auth/admin/create-user': {
    expect: [401, 403, 403, 200],
    request: () => ({
      body: {
        email: `criado.${Date.now()}.${Math.random()}@exemplo.com.br`,
        password: 'senha-criada-segura-55',
        name: 'Criado',
      },
    }),
  },
  'POST /api/auth/admin/update-user': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({
      body: { userId: await c.throwawayUser(role), data: { name: 'Novo Nome' } },
    }),
  },
  'POST /api/auth/admin/ban-user': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({ body: { userId: await c.throwawayUser(role), banReason: 'teste' } }),
  },
  'POST /api/auth/admin/unban-user': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({ body: { userId: await c.throwawayUser(role) } }),
  },
  'POST /api/auth/admin/impersonate-user': {
    expect: [404, 404, 404, 404],
    request: (c) => ({ body: { userId: c.userA } }),
  },
  'POST /api/auth/admin/stop-impersonating': { expect: [404, 404, 404, 404] },
  'GET /api/auth/admin/impersonate-user': { expect: [404, 404, 404, 404] },
  'GET /api/auth/admin/stop-impersonating': { expect: [404, 404, 404, 404] },
  'POST /api/auth/admin/revoke-user-session': {
    expect: [401, 403, 403, 200],
    request: () => ({ body: { sessionToken: 'token-de-outro' } }),
  },
  'POST /api/auth/admin/revoke-user-sessions': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({ body: { userId: await c.throwawayUser(role) } }),
  },
  'POST /api/auth/admin/remove-user': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({ body: { userId: await c.throwawayUser(role) } }),
  },
  'POST /api/auth/admin/set-user-password': {
    expect: [401, 403, 403, 200],
    request: async (c, role) => ({
      body: { userId: await c.throwawayUser(role), newPassword: 'senha-nova-segura-321' },
    }),
  },
  'POST /api/auth/admin/has-permission': {
    expect: [401, 403, 403, 200],
    request: () => ({ body: { permissions: { user: ['list'] } } }),
  },
  // Last: asking for an id A already holds creates the caller's own consultation under that name (no
  // existence oracle), after which that id means the caller's consultation to them.
  'POST /api/consultations': {
    expect: [401, 200, 201, 201],
    request: (c) => ({ body: { id: c.consultationId, patient: PATIENT } }),
  },
};

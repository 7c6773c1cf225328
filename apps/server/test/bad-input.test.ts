import { SAMPLE_CONTENT, SAMPLE_ISSUE, SAMPLE_PATIENT } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { user } from '../src/db/schema/index.ts';
import { type ApiRoute, listApiRoutes } from './support/route-table.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from './test-app.ts';

/**
 * Hostile input on every route of the API ("Keep it closed"): malformed JSON, an array for the
 * object, a 2 MB body, NUL, bidi overrides, lone surrogates, very long strings, numbers as strings,
 * Infinity/NaN and negative values, in every field each route knows, and bad path parameters. Every
 * answer must be a 4xx `{ code, message }` in pt-BR without a stack trace — never a 500.
 *
 * Routes come from the server's own route table: a route that is not in INPUTS below fails the test, so a
 * new route gets its line here (what it reads, and a valid payload whose fields are then broken one by one).
 */

interface Context {
  consultationId: string;
  documentId: string;
}

/** `apiKey`: the vet's API key as a Bearer header and no cookie (the /api/v1 routes). */
type As = 'vet' | 'admin' | 'spare' | 'anonymous' | 'apiKey';

type Input =
  /** A JSON body; `valid` is accepted, so breaking one field at a time tests that field. */
  | { reads: 'json'; as: As; valid: (ctx: Context) => Record<string, unknown> }
  /** A query string (every value text). */
  | { reads: 'query'; as: As; valid: Record<string, string> }
  /** Audio or an image, not JSON: JSON and junk bodies must be refused all the same. */
  | { reads: 'upload'; as: As }
  /** better-auth's endpoints behind a wildcard: the concrete paths that take a JSON body. */
  | { reads: 'auth'; paths: Array<{ path: string; as: As; valid: Record<string, unknown> }> }
  /** better-auth's reads behind a wildcard: the concrete paths that take a query string. */
  | { reads: 'auth-query'; paths: Array<{ path: string; as: As; valid: Record<string, string> }> }
  /** Nothing but path parameters (tried below) and the session. */
  | { reads: 'nothing'; why: string };

const PROMPT_BODY =
  'Escreva a anamnese usando somente o que foi dito na consulta, sem inventar nada. '.repeat(2);

const INPUTS: Record<string, Input> = {
  'GET /api/health': { reads: 'nothing', why: 'status of the server' },
  'GET /api/openapi.json': { reads: 'nothing', why: 'the OpenAPI document, no input' },
  'GET /api/admin/openapi.json': { reads: 'nothing', why: "the site admins' OpenAPI document, no input" },
  'OPTIONS /api/*': { reads: 'nothing', why: 'the plain preflight answer: methods, no CORS grant' },
  'GET /api/docs': { reads: 'nothing', why: 'the API reference page (development), no input' },
  'POST /api/auth/sign-up/*': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/update-user': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/sign-in/email': {
    reads: 'auth',
    paths: [
      {
        path: '/api/auth/sign-in/email',
        as: 'anonymous',
        valid: { email: 'ninguem@exemplo.com.br', password: 'senha-segura-123' },
      },
    ],
  },
  'POST /api/auth/request-password-reset': {
    reads: 'auth',
    paths: [
      {
        path: '/api/auth/request-password-reset',
        as: 'anonymous',
        valid: { email: 'ninguem@exemplo.com.br' },
      },
    ],
  },
  'POST /api/auth/sign-out': { reads: 'nothing', why: 'ends the session of the cookie, if any' },
  'GET /api/auth/verify-email': {
    reads: 'auth-query',
    paths: [{ path: '/api/auth/verify-email', as: 'anonymous', valid: { token: 'token-que-nao-existe' } }],
  },
  'GET /api/auth/*': {
    reads: 'auth-query',
    paths: [
      {
        path: '/api/auth/reset-password/token-que-nao-existe',
        as: 'anonymous',
        valid: { callbackURL: '/redefinir-senha' },
      },
      { path: '/api/auth/get-session', as: 'vet', valid: { disableCookieCache: 'true' } },
    ],
  },
  'POST /api/auth/*': {
    reads: 'auth',
    paths: [{ path: '/api/auth/revoke-session', as: 'vet', valid: { token: 'token-que-nao-existe' } }],
  },
  'POST /api/auth/reset-password': {
    reads: 'auth',
    paths: [
      {
        path: '/api/auth/reset-password',
        as: 'anonymous',
        valid: { newPassword: 'outra-senha-segura-456', token: 'token-que-nao-existe' },
      },
    ],
  },
  'POST /api/auth/change-password': {
    reads: 'auth',
    paths: [
      {
        path: '/api/auth/change-password',
        as: 'vet',
        valid: { currentPassword: 'senha-errada-000', newPassword: 'outra-senha-segura-456' },
      },
    ],
  },
  'POST /api/auth/delete-user': {
    reads: 'auth',
    // A wrong password on a spare account: nothing here may delete the vet whose resources the test uses.
    paths: [{ path: '/api/auth/delete-user', as: 'spare', valid: { password: 'senha-errada-000' } }],
  },
  'GET /api/auth/sign-up/*': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/update-user': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/send-verification-email': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/send-verification-email': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/delete-user/callback': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/delete-user/callback': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/admin/impersonate-user': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/admin/impersonate-user': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/admin/stop-impersonating': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/admin/stop-impersonating': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/sign-in/social': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/sign-in/social': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/link-social': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/link-social': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/change-email': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'POST /api/auth/change-email': { reads: 'nothing', why: 'closed: answers 404 to everything' },
  'GET /api/auth/error': { reads: 'nothing', why: "better-auth's error page, in pt-BR" },
  'GET /api/auth/admin/*': {
    reads: 'auth-query',
    paths: [
      {
        path: '/api/auth/admin/list-users',
        as: 'admin',
        valid: { limit: '50', searchValue: 'helena', searchField: 'name' },
      },
    ],
  },
  'POST /api/auth/admin/*': {
    reads: 'auth',
    paths: [
      {
        path: '/api/auth/admin/ban-user',
        as: 'admin',
        valid: { userId: 'usuario-que-nao-existe', banReason: 'teste' },
      },
    ],
  },
  'POST /api/accounts/verification-email': { reads: 'nothing', why: 'the session only' },
  'GET /api/me': { reads: 'nothing', why: 'the session only' },
  'POST /api/accounts/sign-up': {
    reads: 'json',
    as: 'anonymous',
    valid: () => ({
      firstName: 'Helena',
      lastName: 'Prado',
      email: uniqueEmail('bad-input'),
      password: 'senha-segura-123',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      role: 'veterinario',
      birthDate: '1990-05-17',
      plan: 'mensal',
      allowContact: true,
      acceptTerms: true,
      acceptPrivacy: true,
    }),
  },
  'GET /api/profile': { reads: 'nothing', why: 'the session only' },
  'PATCH /api/profile': {
    reads: 'json',
    as: 'vet',
    valid: () => ({
      firstName: 'Helena',
      lastName: 'Prado',
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      allowContact: true,
      establishment: {
        name: 'Clínica São Francisco',
        cnpj: '11.222.333/0001-81',
        crmvRegistration: 'PJ 4321/SP',
        address: 'Rua Conselheiro Brotero, 1.234 — São Paulo/SP',
        phone: '(11) 3333-4444',
      },
    }),
  },
  'PUT /api/profile/photo': { reads: 'upload', as: 'vet' },
  'GET /api/profile/photo': { reads: 'nothing', why: 'the session only' },
  'DELETE /api/profile/photo': { reads: 'nothing', why: 'the session only' },
  'GET /api/profile/export': { reads: 'nothing', why: 'the session only' },
  'GET /api/vocabulary': { reads: 'nothing', why: 'the session only' },
  'GET /api/profile/writing-style': { reads: 'nothing', why: 'the session only' },
  'PUT /api/profile/writing-style': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ instructions: 'Posologia sempre em horários.', detail: { anamnese: 'detalhado' } }),
  },
  'POST /api/profile/writing-style/suggestions': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ id: 'receita:itens[].frequencia:horarios', answer: 'accept' }),
  },
  'POST /api/vocabulary/terms': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ term: 'Simparic', heard: 'simpárique' }),
  },
  'DELETE /api/vocabulary/terms/:id': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/app-config': { reads: 'nothing', why: 'public, no input' },
  'PUT /api/app-config': {
    reads: 'json',
    as: 'admin',
    valid: () => ({ isMaintenanceMode: false, maintenanceMessage: 'Voltamos às 14h.' }),
  },
  'GET /api/site-info': { reads: 'nothing', why: 'public, no input' },
  'GET /api/subscription': { reads: 'nothing', why: 'the caller’s own subscription' },
  'POST /api/subscription/free': { reads: 'nothing', why: 'the caller’s own trial' },
  'POST /api/subscription/checkout': { reads: 'json', as: 'vet', valid: () => ({ plan: 'mensal' }) },
  'POST /api/subscription/confirm': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ sessionId: 'cs_test_nenhuma' }),
  },
  'POST /api/subscription/portal': { reads: 'json', as: 'vet', valid: () => ({}) },
  'GET /api/subscription/units/:id': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/cancel-subscription': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ checkoutSessionId: 'cs_test_nenhuma' }),
  },
  'POST /api/stripe/webhook': {
    reads: 'nothing',
    why: 'read as exact bytes for Stripe’s signature; without a valid one nothing is parsed (billing.test.ts)',
  },
  'POST /api/consultations': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ id: crypto.randomUUID(), patient: SAMPLE_PATIENT }),
  },
  'GET /api/consultations/:id': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/consultations/:id/segments/:index': { reads: 'upload', as: 'vet' },
  'POST /api/consultations/:id/finish': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ lastSegmentIndex: 3, durationSeconds: 60 }),
  },
  'PATCH /api/consultations/:id/transcript': {
    reads: 'json',
    as: 'vet',
    valid: () => ({
      transcript: 'O Thor chegou com vômito há dois dias.\nTemperatura 39,2.',
      tutorName: 'Mariana',
    }),
  },
  'DELETE /api/consultations/:id': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/consultations/:id/events': { reads: 'nothing', why: 'a stream; path parameter only' },
  'GET /api/consultations/:id/documents': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/consultations/:id/tutor-links': {
    reads: 'json',
    as: 'vet',
    valid: () => ({
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
      documentIds: ['00000000-0000-4000-8000-000000000000'],
      iv: 'AAAAAAAAAAAAAAAA',
      ciphertext: 'AAAA',
    }),
  },
  'GET /api/consultations/:id/tutor-links': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/tutor-links/:id/revoke': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/tutor-packs/:token': { reads: 'nothing', why: 'path parameter only; any text answers 410' },
  'GET /api/verifications/:code': { reads: 'nothing', why: 'path parameter only; any text answers 404' },
  'POST /api/tutor-packs/:token/reminders': {
    reads: 'json',
    as: 'anonymous',
    valid: () => ({
      followUpId: '00000000-0000-4000-8000-000000000000',
      channel: 'email',
      contact: 'tutor@exemplo.com.br',
      consent: true,
    }),
  },
  'GET /api/consultations/:id/follow-ups': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/consultations/:id/follow-ups': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ kind: 'retorno', description: 'Retorno', dueDate: '2030-01-10' }),
  },
  'PATCH /api/follow-ups/:id': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ kind: 'exame', description: 'Repetir o hemograma', dueDate: '2030-01-11' }),
  },
  'DELETE /api/follow-ups/:id': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/follow-ups/week': { reads: 'nothing', why: 'the signed-in user only, no input' },
  'PUT /api/consultations/:id/weight': { reads: 'json', as: 'vet', valid: () => ({ weightKg: 12.5 }) },
  'PUT /api/consultations/:id/other-patients': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ patients: [{ name: 'Mel', species: 'gato' }] }),
  },
  'POST /api/consultations/:id/animal-split': {
    reads: 'nothing',
    why: 'path parameter only; the split is computed',
  },
  'PUT /api/consultations/:id/animal-split': { reads: 'json', as: 'vet', valid: () => ({ passages: [[0]] }) },
  'PUT /api/consultations/:id/speakers': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ paragraph: 0, role: 'tutor' }),
  },
  'POST /api/consultations/:id/documents': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ types: ['diagnostico'] }),
  },
  'GET /api/consultations/:id/documents/events': { reads: 'nothing', why: 'a stream; path parameter only' },
  'GET /api/documents/:id': { reads: 'nothing', why: 'path parameter only' },
  'PATCH /api/documents/:id': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ content: SAMPLE_CONTENT.anamnese }),
  },
  'POST /api/documents/:id/restore': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/documents/:id/retry': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/api-keys': { reads: 'json', as: 'vet', valid: () => ({ name: 'Integração', scopes: ['read'] }) },
  'GET /api/api-keys': { reads: 'nothing', why: 'the session only' },
  'DELETE /api/api-keys/:id': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/webhook-endpoints': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ url: 'http://127.0.0.1:9/vetvoz', events: ['document.ready'] }),
  },
  'GET /api/webhook-endpoints': { reads: 'nothing', why: 'the session only' },
  'DELETE /api/webhook-endpoints/:id': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/webhook-endpoints/:id/deliveries': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/webhook-endpoints/:id/enable': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/webhook-endpoints/:id/deliveries/:deliveryId/redeliver': {
    reads: 'nothing',
    why: 'path parameters only',
  },
  'POST /api/v1/consultations': {
    reads: 'json',
    as: 'apiKey',
    valid: () => ({ externalId: crypto.randomUUID(), patient: SAMPLE_PATIENT }),
  },
  'GET /api/v1/consultations': { reads: 'query', as: 'apiKey', valid: { externalId: 'ATD-0042' } },
  'GET /api/v1/consultations/:id': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/v1/consultations/:id/audio': { reads: 'upload', as: 'apiKey' },
  'PUT /api/v1/consultations/:id/transcript': {
    reads: 'json',
    as: 'apiKey',
    valid: () => ({
      transcript: 'Thor, cão de oito anos, com vômito há dois dias. Maropitant por três dias.',
      tutorName: 'Ana Souza',
    }),
  },
  'POST /api/v1/consultations/:id/documents': {
    reads: 'json',
    as: 'apiKey',
    valid: () => ({ types: ['diagnostico'] }),
  },
  'GET /api/v1/consultations/:id/documents': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/v1/documents/:id': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/v1/documents/:id/pdf': {
    reads: 'json',
    as: 'apiKey',
    valid: () => ({ issue: SAMPLE_ISSUE, place: 'São Paulo/SP' }),
  },
  'POST /api/v1/documents/:id/text': {
    reads: 'json',
    as: 'apiKey',
    valid: () => ({ issue: SAMPLE_ISSUE, place: 'São Paulo/SP' }),
  },
  'POST /api/documents/:id/pdf': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ issue: SAMPLE_ISSUE, place: 'São Paulo/SP' }),
  },
  'POST /api/documents/:id/text': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ issue: SAMPLE_ISSUE, place: 'São Paulo/SP' }),
  },
  'POST /api/documents/:id/email': {
    reads: 'json',
    as: 'vet',
    valid: () => ({
      issue: SAMPLE_ISSUE,
      place: 'São Paulo/SP',
      to: 'tutor@exemplo.com.br',
      message: 'Segue o documento.',
    }),
  },
  'POST /api/consultations/:id/documents/email': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ issue: SAMPLE_ISSUE, place: 'São Paulo/SP', to: 'tutor@exemplo.com.br' }),
  },
  'GET /api/consultations': {
    reads: 'query',
    as: 'vet',
    valid: { q: 'Thor', species: 'cao', from: '2026-01-01', to: '2026-12-31', limit: '20', cursor: 'abc' },
  },
  'GET /api/prompts': { reads: 'nothing', why: 'no input' },
  'GET /api/prompts/:type/versions': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/prompts/:type/versions': {
    reads: 'json',
    as: 'admin',
    valid: () => ({ body: PROMPT_BODY, note: 'Mais curto.', activate: false }),
  },
  'POST /api/prompts/:type/versions/:id/activate': { reads: 'nothing', why: 'path parameters only' },
  'POST /api/prompts/:type/test': {
    reads: 'json',
    as: 'admin',
    valid: () => ({ body: PROMPT_BODY, transcript: 'O Thor chegou com vômito.', patient: SAMPLE_PATIENT }),
  },
  'GET /api/notifications': { reads: 'nothing', why: 'no input' },
  'GET /api/notifications/events': { reads: 'nothing', why: 'a stream; no input' },
  'POST /api/notifications/:id/read': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/admin/notifications': { reads: 'nothing', why: 'no input' },
  'POST /api/admin/notifications': {
    reads: 'json',
    as: 'admin',
    valid: () => ({ title: 'Aviso', message: 'Mensagem do aviso.', content: 'Detalhes.', isActive: false }),
  },
  'PUT /api/admin/notifications/:id': {
    reads: 'json',
    as: 'admin',
    valid: () => ({ title: 'Aviso', message: 'Mensagem do aviso.', content: 'Detalhes.', isActive: false }),
  },
  'DELETE /api/admin/notifications/:id': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/admin/price-changes': { reads: 'nothing', why: 'no input' },
  'POST /api/admin/price-changes': {
    reads: 'json',
    as: 'admin',
    valid: () => ({
      plan: 'anual',
      chargeCents: 83_880,
      effectiveOn: new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    }),
  },
  'GET /api/admin/overview': { reads: 'nothing', why: 'no input' },
  'GET /api/admin/users': { reads: 'query', as: 'admin', valid: { q: 'ana', page: '1', pageSize: '20' } },
  // The id is not a user's here (404 once the body passes): nobody gets banned by this test.
  'POST /api/admin/users/:id/ban': { reads: 'json', as: 'admin', valid: () => ({ reason: 'Uso indevido.' }) },
  'POST /api/admin/users/:id/unban': { reads: 'json', as: 'admin', valid: () => ({ reason: 'Revisado.' }) },
  'GET /api/admin/users/:id/counted-consultations': { reads: 'nothing', why: 'path parameter only' },
  // No usage row has this id (404 once the body passes): nothing is given back by this test.
  'POST /api/admin/counted-consultations/:id/give-back': {
    reads: 'json',
    as: 'admin',
    valid: () => ({ reason: 'Falha confirmada.' }),
  },
  'GET /api/admin/business-units': {
    reads: 'query',
    as: 'admin',
    valid: { q: 'clinica', page: '1', pageSize: '20' },
  },
  'GET /api/admin/ai-providers': { reads: 'nothing', why: 'no input' },
  'GET /api/admin/page-views': { reads: 'query', as: 'admin', valid: { days: '30' } },
  'GET /api/admin/audit-log': {
    reads: 'query',
    as: 'admin',
    valid: { q: 'admin', page: '1', pageSize: '20' },
  },
  // Business units: the ids here are not units (404 once the input passes).
  'GET /api/business-units': { reads: 'nothing', why: 'no input' },
  'POST /api/business-units': { reads: 'json', as: 'vet', valid: () => ({ name: 'Clínica Teste' }) },
  'GET /api/business-units/invitations': { reads: 'nothing', why: 'no input' },
  'POST /api/invitation-links/preview': {
    reads: 'json',
    as: 'anonymous',
    valid: () => ({ token: 'A'.repeat(43) }),
  },
  'POST /api/invitation-links/accept': { reads: 'json', as: 'vet', valid: () => ({ token: 'A'.repeat(43) }) },
  'GET /api/business-units/dashboard': { reads: 'query', as: 'vet', valid: { unitId: 'unidade' } },
  'GET /api/business-units/:id': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/business-units/:id/members': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ email: 'colega@exemplo.com.br', role: 'member' }),
  },
  'PATCH /api/business-units/:id/members/:userId': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ role: 'admin' }),
  },
  'DELETE /api/business-units/:id/members/:userId': { reads: 'nothing', why: 'path parameters only' },
  'DELETE /api/business-units/:id/invitations/:invitationId': {
    reads: 'nothing',
    why: 'path parameters only',
  },
  'POST /api/business-units/:id/invitations/accept': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/business-units/:id/leave': { reads: 'nothing', why: 'path parameter only' },
  'GET /api/business-units/:id/usage': { reads: 'nothing', why: 'path parameter only' },
  'POST /api/business-units/:id/api-keys': {
    reads: 'json',
    as: 'vet',
    valid: () => ({ name: 'Integração da unidade', scopes: ['read'] }),
  },
  'GET /api/business-units/:id/api-keys': { reads: 'nothing', why: 'path parameter only' },
  'DELETE /api/business-units/:id/api-keys/:keyId': { reads: 'nothing', why: 'path parameters only' },
  'POST /api/analytics/pageview': {
    reads: 'json',
    as: 'anonymous',
    valid: () => ({ path: '/historico', referrer: 'https://exemplo.com.br/' }),
  },
  'GET /*': { reads: 'nothing', why: 'the web app (static files and index.html)' },
  'GET /t/page.js': { reads: 'nothing', why: "the tutor page's script, a static file" },
  'GET /t/:token': {
    reads: 'nothing',
    why: 'an HTML page: any broken token is the gone page, 410 (tutor-links/tutor-links.test.ts)',
  },
  'GET /t/*': { reads: 'nothing', why: 'an HTML page: the gone page, 410' },
  'GET /v/:code': {
    reads: 'nothing',
    why: 'an HTML page: any unknown code is the pt-BR not-found page (verification/verification.test.ts)',
  },
};

const ENGLISH = /\b(invalid|expected|required|received|must|error|too (big|small)|unexpected|undefined)\b/i;
const STACK = /\n\s+at |\.tsx?:\d+|node_modules/;
const LONG = 'a'.repeat(250_000);
/** Placeholders for what JSON.stringify cannot write: replaced in the text after it. */
const RAW = { infinity: '\u0001RAW:1e999\u0001', negativeInfinity: '\u0001RAW:-1e999\u0001' };

let fake: FakeOpenAi;
let app: TestApp;
const cookies: Record<As, string> = { vet: '', admin: '', spare: '', anonymous: '', apiKey: '' };
let vetApiKey = '';
let ctx: Context;
const failures: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp(
    {
      ADMIN_EMAILS: adminEmail,
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
    },
    { generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 }, jobPollMs: 100 },
  );
  cookies.vet = await verifiedAccount(uniqueEmail('bad-input'));
  cookies.admin = await verifiedAccount(adminEmail);
  cookies.spare = await verifiedAccount(uniqueEmail('bad-input-spare'));
  const key = await send('POST', '/api/api-keys', 'vet', JSON.stringify({ name: 'Sistema da clínica' }));
  vetApiKey = (await body(key)).key as string;
  ctx = await createResources();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** An account whose e-mail is confirmed (in the database: this test is about input, not about mail). */
async function verifiedAccount(email: string): Promise<string> {
  const { cookie } = await signUp(app, { email, verified: false });
  await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return cookie;
}

/** A ready consultation of the vet and a ready document of it, for the routes under their ids. */
async function createResources(): Promise<Context> {
  const created = await send(
    'POST',
    '/api/consultations',
    'vet',
    JSON.stringify({ patient: SAMPLE_PATIENT }),
  );
  expect(created.status).toBe(201);
  const consultationId = (await body(created)).id as string;
  const transcript =
    'Thor, cão de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de dois ' +
    'segundos, temperatura de 39,2 graus. Vou prescrever maropitant uma vez ao dia por três dias e pedir ' +
    'um hemograma completo. Retorno em sete dias.';
  const typed = await send(
    'PATCH',
    `/api/consultations/${consultationId}/transcript`,
    'vet',
    JSON.stringify({ transcript }),
  );
  expect(typed.status).toBe(200);
  const started = await send(
    'POST',
    `/api/consultations/${consultationId}/documents`,
    'vet',
    JSON.stringify({ types: ['anamnese'] }),
  );
  expect(started.status).toBe(202);
  for (let attempt = 0; attempt < 200; attempt++) {
    const listed = await send('GET', `/api/consultations/${consultationId}/documents`, 'vet');
    const [doc] = (await body(listed)).documents as Array<{ id: string; status: string }>;
    if (doc && doc.status === 'ready') return { consultationId, documentId: doc.id };
    if (doc?.status === 'failed') throw new Error('the document failed to generate');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the document never became ready');
}

function send(
  method: string,
  url: string,
  as: As,
  payload?: string,
  contentType = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = contentType;
  if (as === 'apiKey') headers.authorization = `Bearer ${vetApiKey}`;
  return app.request(url, {
    method,
    body: payload,
    headers,
    cookie: cookies[as] || undefined,
  });
}

/** The path with its parameters filled with the test's own resources. */
function concrete(route: ApiRoute, params: Partial<Record<string, string>> = {}): string {
  const idOf = /^\/api(\/v1)?\/documents\//.test(route.path) ? ctx.documentId : ctx.consultationId;
  const values: Record<string, string> = {
    id: route.path.startsWith('/api/prompts/')
      ? crypto.randomUUID()
      : route.path.startsWith('/api/admin/counted-consultations/')
        ? '999999999'
        : idOf,
    type: 'anamnese',
    index: '0',
  };
  return route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? values[name] ?? ''),
  );
}

/** Checks a refusal; anything else is written down in `failures` (all of them reported at the end). */
async function expectRefused(label: string, response: Response): Promise<void> {
  const text = await response.text();
  const problems: string[] = [];
  if (response.status < 400 || response.status >= 500) problems.push(`status ${response.status}`);
  let message: unknown;
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    message = parsed.message;
    if (typeof parsed.code !== 'string') problems.push('no code');
  } catch {
    problems.push('not JSON');
  }
  if (typeof message !== 'string' || message.length === 0) problems.push('no message');
  else if (ENGLISH.test(message)) problems.push(`English message "${message}"`);
  if (STACK.test(text)) problems.push('stack trace');
  if (problems.length > 0) failures.push(`${label}: ${problems.join(', ')} — ${text.slice(0, 160)}`);
}

type Path = Array<string | number>;
type Leaf = { path: Path; value: string | number | boolean };

function leaves(value: unknown, path: Path = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

function replaced(root: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return copy;
}

const insert = (text: string, char: string) => `${text.slice(0, 1)}${char}${text.slice(1)}`;

/** Values that no field of its kind may accept. */
function brokenValues(leaf: Leaf): Array<[string, unknown]> {
  // Passwords are hashed, never shown nor stored as text: any character may be part of one, only their
  // length and type are bounded.
  if (typeof leaf.value === 'string' && /password/i.test(String(leaf.path.at(-1))))
    return [
      ['250 000 characters', LONG],
      ['a number', 12],
      ['an object', { texto: leaf.value }],
    ];
  if (typeof leaf.value === 'string')
    return [
      ['NUL', insert(leaf.value, '\u0000')],
      ['escape', insert(leaf.value, '\u001b')],
      ['right-to-left override', insert(leaf.value, '\u202e')],
      ['first-strong isolate', insert(leaf.value, '\u2068')],
      ['lone surrogate', insert(leaf.value, '\ud800')],
      ['250 000 characters', LONG],
      ['a number', 12],
      ['an object', { texto: leaf.value }],
    ];
  if (typeof leaf.value === 'number')
    return [
      ['the number as a string', String(leaf.value)],
      ['1e999 (Infinity)', RAW.infinity],
      ['-1e999', RAW.negativeInfinity],
      ['"NaN"', 'NaN'],
      ['"Infinity"', 'Infinity'],
      ['negative', -1],
    ];
  return [
    ['the boolean as a string', String(leaf.value)],
    ['a number', 1],
  ];
}

const toJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll(`"${JSON.stringify(RAW.infinity).slice(1, -1)}"`, '1e999')
    .replaceAll(`"${JSON.stringify(RAW.negativeInfinity).slice(1, -1)}"`, '-1e999');

/** Bodies that are wrong whatever the route expects. */
const BROKEN_BODIES: Array<[string, (valid: unknown) => string]> = [
  ['malformed JSON', () => '{"campo": "valor",'],
  ['an array instead of an object', (valid) => JSON.stringify([valid])],
  ['null', () => 'null'],
  ['a bare string', () => '"texto"'],
  ['an empty body', () => ''],
  ['a 2 MB body', (valid) => JSON.stringify({ ...(valid as object), extra: 'a'.repeat(2 * 1024 * 1024) })],
];

const routes = () => listApiRoutes(app.parts.app);
const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;

describe('bad input on every route', () => {
  it('knows every route of the server, and only those', () => {
    const known = new Set(routes().map(keyOf));
    expect(
      routes()
        .map(keyOf)
        .filter((key) => !(key in INPUTS)),
    ).toEqual([]);
    expect(Object.keys(INPUTS).filter((key) => !known.has(key))).toEqual([]);
  });

  it('refuses broken JSON bodies and broken fields on every JSON route, in pt-BR, never with a 500', async () => {
    for (const route of routes()) {
      const input = INPUTS[keyOf(route)];
      if (input?.reads !== 'json') continue;
      const url = concrete(route);
      for (const [name, make] of BROKEN_BODIES)
        await expectRefused(
          `${keyOf(route)} ${name}`,
          await send(route.method, url, input.as, make(input.valid(ctx))),
        );
      for (const leaf of leaves(input.valid(ctx))) {
        for (const [name, value] of brokenValues(leaf)) {
          // A fresh payload each time (new e-mail, new id): one accepted by mistake must not mask the next.
          const payload = toJson(replaced(input.valid(ctx), leaf.path, value));
          await expectRefused(
            `${keyOf(route)} ${leaf.path.join('.')} = ${name}`,
            await send(route.method, url, input.as, payload),
          );
        }
      }
    }
    expect(failures.splice(0)).toEqual([]);
    // Thousands of requests, growing with every route: ~85 s alone on 2 cores, far more beside other suites.
  }, 400_000);

  it('refuses broken query strings, in pt-BR, never with a 500', async () => {
    for (const route of routes()) {
      const input = INPUTS[keyOf(route)];
      if (input?.reads !== 'query') continue;
      for (const [key, value] of Object.entries(input.valid)) {
        const broken: Array<[string, string]> = [
          ['NUL', insert(value, '\u0000')],
          ['escape', insert(value, '\u001b')],
          ['right-to-left override', insert(value, '\u202e')],
          ['250 000 characters', LONG],
          ['1e999', '1e999'],
          ['NaN', 'NaN'],
          ['-1', '-1'],
        ];
        for (const [name, bad] of broken) {
          if (bad === value) continue;
          const query = new URLSearchParams({ ...input.valid, [key]: bad });
          const response = await send(route.method, `${concrete(route)}?${query}`, input.as);
          // Some of these are fine for some keys ("-1" is a fine search text); none may be a 500 or English.
          if (
            response.ok &&
            !['NUL', 'escape', 'right-to-left override', '250 000 characters'].includes(name)
          ) {
            await response.body?.cancel();
            continue;
          }
          await expectRefused(`${keyOf(route)} ?${key}= ${name}`, response);
        }
      }
      const lone = await send(route.method, `${concrete(route)}?q=%ED%A0%80`, input.as);
      if (!lone.ok) await expectRefused(`${keyOf(route)} ?q= invalid UTF-8`, lone);
      else await lone.body?.cancel();
    }
    expect(failures.splice(0)).toEqual([]);
  }, 60_000);

  it('refuses JSON and junk on the upload routes, in pt-BR', async () => {
    for (const route of routes()) {
      const input = INPUTS[keyOf(route)];
      if (input?.reads !== 'upload') continue;
      const url = concrete(route);
      await expectRefused(`${keyOf(route)} JSON`, await send(route.method, url, input.as, '{"audio": "x"}'));
      await expectRefused(`${keyOf(route)} empty`, await send(route.method, url, input.as, '', 'audio/webm'));
      await expectRefused(
        `${keyOf(route)} broken multipart`,
        await send(route.method, url, input.as, '--x\r\n\u0000', 'multipart/form-data; boundary=x'),
      );
    }
    expect(failures.splice(0)).toEqual([]);
  }, 60_000);

  it('refuses broken bodies on the auth endpoints (sign-in and the other JSON ones), in pt-BR', async () => {
    for (const route of routes()) {
      const input = INPUTS[keyOf(route)];
      if (input?.reads !== 'auth') continue;
      for (const { path, as, valid } of input.paths) {
        for (const [name, make] of BROKEN_BODIES)
          await expectRefused(`POST ${path} ${name}`, await send('POST', path, as, make(valid)));
        for (const leaf of leaves(valid))
          for (const [name, value] of brokenValues(leaf))
            await expectRefused(
              `POST ${path} ${leaf.path.join('.')} = ${name}`,
              await send('POST', path, as, toJson(replaced(valid, leaf.path, value))),
            );
      }
    }
    expect(failures.splice(0)).toEqual([]);
  }, 60_000);

  it('refuses broken query strings on the auth reads, in pt-BR', async () => {
    for (const route of routes()) {
      const input = INPUTS[keyOf(route)];
      if (input?.reads !== 'auth-query') continue;
      for (const { path, as, valid } of input.paths)
        for (const [key, value] of Object.entries(valid))
          for (const [name, bad] of [
            ['NUL', insert(value, '\u0000')],
            ['right-to-left override', insert(value, '\u202e')],
            ['lone surrogate', '%ED%A0%80'],
            ['250 000 characters', LONG],
          ] as const) {
            const query =
              name === 'lone surrogate'
                ? `${key}=${bad}`
                : new URLSearchParams({ ...valid, [key]: bad }).toString();
            await expectRefused(`GET ${path} ?${key}= ${name}`, await send('GET', `${path}?${query}`, as));
          }
    }
    expect(failures.splice(0)).toEqual([]);
  }, 60_000);

  it('refuses broken path parameters on every route that has them, in pt-BR', async () => {
    const badParams: Array<[string, string]> = [
      ['NUL', 'a\u0000b'],
      ['right-to-left override', 'a\u202eb'],
      ['10 000 characters', 'a'.repeat(10_000)],
      ['-1', '-1'],
      ['1e999', '1e999'],
      ['NaN', 'NaN'],
      ['a path', '../..'],
    ];
    // Pages outside /api answer HTML (the tutor's page: its own test covers broken tokens).
    for (const route of routes().filter((candidate) => candidate.path.startsWith('/api/'))) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const input = INPUTS[keyOf(route)];
      const as: As =
        input && 'as' in input ? input.as : route.path.startsWith('/api/prompts') ? 'admin' : 'vet';
      for (const name of names)
        for (const [label, bad] of badParams) {
          const payload = input?.reads === 'json' ? JSON.stringify(input.valid(ctx)) : undefined;
          const url = concrete(route, { [name]: bad });
          await expectRefused(
            `${keyOf(route)} :${name} = ${label}`,
            await send(route.method, url, as, payload),
          );
        }
    }
    expect(failures.splice(0)).toEqual([]);
  }, 60_000);

  it('answers a wrong type with a Portuguese message', async () => {
    const response = await send(
      'POST',
      '/api/consultations',
      'vet',
      JSON.stringify({ patient: { ...SAMPLE_PATIENT, neutered: 'sim' } }),
    );
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(
      'Entrada inválida: esperava um valor booleano, recebeu um texto',
    );
  });
});

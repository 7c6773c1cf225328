import type { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import {
  API_KEY_SECURITY_SCHEME,
  API_TAGS,
  apiErrorBodySchema,
  getAdminOpenApiDocumentContract,
  getApiReferenceContract,
  getOpenApiDocumentContract,
  SESSION_SECURITY_SCHEME,
} from '@vetvoz/domain';
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { contractRoutes, route } from './contract.ts';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** better-auth's endpoints the browser does not call sit behind /api/auth/*, described as a group. */
const AUTH_WILDCARD_NOTE =
  'As rotas de autenticação que o aplicativo usa (entrar, sair, confirmar o e-mail, redefinir e trocar a ' +
  'senha, excluir a conta) estão descritas aqui uma a uma. As demais rotas /api/auth/* são do better-auth ' +
  '1.7, montadas como estão (sessão, sessões abertas, administração de usuários para administradores do ' +
  'site): veja a documentação do better-auth. O cadastro (/api/auth/sign-up/*) e a edição do usuário ' +
  '(/api/auth/update-user) estão fechados: use /api/accounts/sign-up e /api/profile. Toda entrada é ' +
  'limitada (texto seguro, JSON) e os erros seguem o formato { code, message } em pt-BR.';

/** Who reads a document: everyone (vet-facing and public routes), or site admins (their routes only). */
export type OpenApiAudience = 'public' | 'site-admin';

/**
 * The OpenAPI 3.1 document of the API, generated from the contracts registered on `api` (every route
 * mounted there with `routes.openapi(route(contract), …)`), with paths as the browser calls them (/api/…).
 * The public one leaves out the site admins' routes, the admins' one holds only those: a visitor does not
 * get a map of the admin area.
 */
export function openApiDocument(
  api: OpenAPIHono<AppEnv>,
  options: { version: string },
  audience: OpenApiAudience = 'public',
): OpenApiDocument {
  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'Cookie de sessão do better-auth, definido ao entrar (em produção: __Secure-better-auth.session_token).',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', API_KEY_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'Chave de API (vvk_…) criada no perfil, em `Authorization: Bearer <chave>`; só para /api/v1. ' +
      'API key (vvk_…) created in the profile, sent as `Authorization: Bearer <key>`; /api/v1 only.',
  });
  const generated = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'API do VetVoz',
      version: options.version,
      description:
        'API do VetVoz: transcrição de consultas veterinárias e documentos clínicos. Todas as respostas de ' +
        `erro são { code, message }, com a mensagem em português. ${AUTH_WILDCARD_NOTE}`,
    },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  });
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    const kept = forAudience(item as Record<string, unknown>, audience);
    if (kept) paths[`/api${path}`] = kept as typeof item;
  }
  const errorSchema: Record<string, unknown> = z.toJSONSchema(apiErrorBodySchema, { target: 'openapi-3.0' });
  delete errorSchema.$schema;
  delete errorSchema.additionalProperties;
  const errorRef = referencing(errorSchema, '#/components/schemas/Erro');
  return {
    ...generated,
    paths: errorRef(paths) as typeof paths,
    components: { ...generated.components, schemas: { ...generated.components?.schemas, Erro: errorSchema } },
  };
}

const OPERATION_KEYS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The path item with only the operations of `audience` (by their `x-access`), or null when none is left. */
function forAudience(
  item: Record<string, unknown>,
  audience: OpenApiAudience,
): Record<string, unknown> | null {
  const kept = Object.entries(item).filter(([key, operation]) => {
    if (!OPERATION_KEYS.has(key)) return true;
    const isAdmin = (operation as { 'x-access'?: string })['x-access'] === 'site-admin';
    return audience === 'site-admin' ? isAdmin : !isAdmin;
  });
  return kept.some(([key]) => OPERATION_KEYS.has(key)) ? Object.fromEntries(kept) : null;
}

/**
 * The generator writes the error body inline in every response (its zod instance cannot carry a component
 * name here): each copy becomes a reference to the one `Erro` component.
 */
function referencing(schema: object, ref: string): (value: unknown) => unknown {
  const canonical = canonicalJson(schema);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    if (canonicalJson(value) === canonical) return { $ref: ref };
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
  };
  return walk;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/**
 * GET /openapi.json (the document of `api`, built once on first request, when every route is mounted)
 * and GET /docs: Scalar's reference page for developers — development only, 404 in production.
 */
export function openApiRoutes(
  api: OpenAPIHono<AppEnv>,
  options: { version: string; isProduction: boolean },
): OpenAPIHono<AppEnv> {
  const routes = contractRoutes();
  let document: OpenApiDocument | undefined;
  let adminDocument: OpenApiDocument | undefined;
  routes.openapi(route(getOpenApiDocumentContract), (c) => {
    document ??= openApiDocument(api, options);
    c.header('Cache-Control', 'no-cache');
    return c.json(document as unknown as Record<string, unknown>, 200);
  });
  routes.openapi(route(getAdminOpenApiDocumentContract), (c) => {
    adminDocument ??= openApiDocument(api, options, 'site-admin');
    c.header('Cache-Control', 'private, no-store');
    return c.json(adminDocument as unknown as Record<string, unknown>, 200);
  });
  const reference = Scalar((c) => ({
    url: '/api/openapi.json',
    pageTitle: 'API do VetVoz',
    nonce: c.get('secureHeadersNonce'),
  }));
  routes.openapi(route(getApiReferenceContract), async (c, next) => {
    if (options.isProduction) throw new AppError('NOT_FOUND');
    return reference(c as unknown as Context, next) as Promise<Response>;
  });
  return routes;
}

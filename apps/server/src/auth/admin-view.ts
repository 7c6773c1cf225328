/**
 * What better-auth's admin API may show of a user: what an admin screen needs to find, promote, ban or
 * sign out an account. Never the CPF; the phone only masked; sessions without their token.
 */
const USER_FIELDS = [
  'id',
  'name',
  'email',
  'emailVerified',
  'image',
  'createdAt',
  'updatedAt',
  'role',
  'banned',
  'banReason',
  'banExpires',
  'firstName',
  'lastName',
  'crmv',
  'professionalRole',
  'plan',
] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeUser = (value: Json) => typeof value.email === 'string' && 'emailVerified' in value;
const looksLikeSession = (value: Json) => typeof value.userId === 'string' && 'expiresAt' in value;

export function adminUserView(user: Json): Json {
  const view: Json = {};
  for (const field of USER_FIELDS) if (field in user) view[field] = user[field];
  if (typeof user.phone === 'string') view.phone = maskPhone(user.phone);
  return view;
}

/** "(21) *****-5432": enough to tell two accounts apart on a call, not to dial. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '****';
  const ddd = digits.length >= 10 ? `(${digits.slice(0, 2)}) ` : '';
  const hidden = '*'.repeat(Math.max(digits.length - (ddd ? 2 : 0) - 4, 1));
  return `${ddd}${hidden}-${digits.slice(-4)}`;
}

function view(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(view);
  if (!isObject(value)) return value;
  if (looksLikeUser(value)) return adminUserView(value);
  if (looksLikeSession(value)) {
    const { token: _token, ...rest } = value;
    return rest;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, view(inner)]));
}

/** Rewrites a successful JSON answer of the admin API through the views above. */
export async function sanitizeAdminResponse(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json'))
    return response;
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(view(body)), { status: response.status, headers });
}

/** The audit target of an admin call: the user it concerns, or the whole user list. */
export function adminAuditTarget(path: string, query: URLSearchParams, body: unknown): string {
  const fromBody = isObject(body) ? body.userId : undefined;
  const id = typeof fromBody === 'string' ? fromBody : (query.get('id') ?? query.get('userId'));
  if (id) return `user:${id}`;
  return path.endsWith('/list-users') ? 'users' : 'user';
}

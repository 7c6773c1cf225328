/**
 * A GET of a public API answer for the signed-out shell (session check, contact details, maintenance
 * switch), checked by a small type guard instead of a zod schema: the landing page loads neither zod nor
 * the contracts (docs/decisions/036). A failure is an Error for the query to hold; these reads are
 * optional to the page, which renders without them. Everything else calls the API through lib/api.ts.
 */
export class PublicReadError extends Error {
  override name = 'PublicReadError';
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path} → ${status === 0 ? 'sem resposta' : status}`);
  }
}

export async function readPublicJson<T>(
  path: string,
  isValid: (data: unknown) => data is T,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicReadError(path, 0);
  }
  const data: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok || !isValid(data)) throw new PublicReadError(path, response.status);
  return data;
}

/** A plain object (not null, not an array): the start of every guard. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

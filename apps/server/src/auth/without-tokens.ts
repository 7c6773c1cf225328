/**
 * better-auth puts the session token in the JSON of sign-in, get-session, list-sessions and a password
 * change. The browser never needs it (the httpOnly cookie carries the session), and a token in a body is
 * one a script on the page, an extension or a log could read: every `token` property is dropped.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.clone().text();
  if (!text.includes('"token"')) return response;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(dropTokens(payload)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, dropTokens(item)]),
  );
}

import { type AnyApiContract, contractUrl, ERROR_MESSAGES } from '@vetvoz/domain';
import { ApiError, sendRequest } from './api.ts';

/**
 * The web's client of the API, derived from the contracts (packages/domain/src/contracts): the method,
 * the URL, the request's and the answer's schemas all come from the contract, so a call cannot drift from
 * the route the server registers from the same object. Every call of the app goes through here
 * (`src/lib/contract-client.test.ts` fails on a raw fetch or EventSource elsewhere); only the signed-out
 * shell's two readers (public-read.ts, analytics.ts) stay contract-free, to keep the landing light.
 */

/** A zod schema as this module uses it: its parsed and accepted types, and `safeParse`. */
interface Schema {
  _zod: { input: unknown; output: unknown };
  safeParse(data: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
}

type Output<S> = S extends { _zod: { output: infer O } } ? O : unknown;
type Input<S> = S extends { _zod: { input: infer I } } ? I : unknown;

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': { schema: infer S } } } ? Output<S> : undefined;
/** What a contract answers when it succeeds: the parsed JSON of its 2xx responses (undefined for 204). */
export type ContractAnswer<C extends AnyApiContract> = {
  [K in keyof C['responses'] & SuccessStatus]: JsonOf<C['responses'][K]>;
}[keyof C['responses'] & SuccessStatus];

type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;
type BodyOf<C extends AnyApiContract> = C['request'] extends {
  body: { content: { 'application/json': { schema: infer S } } };
}
  ? Input<S>
  : never;
type QueryOf<C extends AnyApiContract> = C['request'] extends { query: infer Q } ? Input<Q> : never;

/** What a call sends: path parameters, query and body, typed by the contract; a key it has no use for is never. */
export type CallInput<C extends AnyApiContract> = ([PathParams<C['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<C['path']>, string | number> }) &
  ([QueryOf<C>] extends [never] ? { query?: never } : { query?: QueryOf<C> }) &
  ([BodyOf<C>] extends [never] ? { body?: never } : { body: BodyOf<C> }) & {
    signal?: AbortSignal;
    /** Bytes or a form sent as they are (audio, a photo) where the contract takes no JSON body. */
    rawBody?: BodyInit;
    headers?: Record<string, string>;
  };

type Args<C extends AnyApiContract> =
  Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

function schemaOf(media: { schema: unknown } | undefined): Schema | undefined {
  const schema = media?.schema as Partial<Schema> | undefined;
  return typeof schema?.safeParse === 'function' ? (schema as Schema) : undefined;
}

function urlOf(contract: AnyApiContract, input: { params?: object; query?: object } = {}): string {
  const query = Object.fromEntries(
    Object.entries(input.query ?? {}).map(([key, value]) => [
      key,
      value === undefined || value === null ? undefined : String(value),
    ]),
  );
  return contractUrl(contract, input.params as Record<string, string | number> | undefined, query);
}

/**
 * The schema of the answer's status; a success status the contract does not list (a 200 where it says
 * 202) is read with the contract's success schema, so the shape is checked whatever the code.
 */
function answerSchema(contract: AnyApiContract, status: number): Schema | undefined {
  const described = contract.responses[status];
  if (described) return schemaOf(described.content?.['application/json']);
  const success = Object.keys(contract.responses).find((code) => Number(code) >= 200 && Number(code) < 300);
  return success ? schemaOf(contract.responses[Number(success)]?.content?.['application/json']) : undefined;
}

/** The body checked against the contract before it leaves: a refusal in pt-BR, as the server's would be. */
function checkBody(contract: AnyApiContract, body: unknown): void {
  const schema = schemaOf(contract.request.body?.content['application/json']);
  if (!schema || body === undefined) return;
  const result = schema.safeParse(body);
  if (!result.success)
    throw new ApiError(400, 'VALIDATION', result.error?.issues[0]?.message ?? ERROR_MESSAGES.VALIDATION);
}

function send(contract: AnyApiContract, input: CallInput<AnyApiContract> | undefined, accept?: string) {
  const { body, rawBody, headers, signal } = (input ?? {}) as CallInput<AnyApiContract> & { body?: unknown };
  checkBody(contract, body);
  const method = contract.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return sendRequest(urlOf(contract, input), { method, body, rawBody, headers, signal, accept });
}

/** Calls the contract's route and answers its JSON, checked with the schema of the status it came with. */
export async function call<C extends AnyApiContract>(
  contract: C,
  ...[input]: Args<C>
): Promise<ContractAnswer<C>> {
  const response = await send(contract, input as CallInput<AnyApiContract>);
  const text = response.status === 204 ? '' : await response.text().catch(() => '');
  const schema = answerSchema(contract, response.status);
  if (!schema) return undefined as ContractAnswer<C>;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  return result.data as ContractAnswer<C>;
}

/** A file the contract answers (an issued PDF): its bytes and the Content-Disposition header. */
export async function callForFile<C extends AnyApiContract>(
  contract: C,
  ...[input]: Args<C>
): Promise<{ blob: Blob; disposition: string | null }> {
  const accepted = Object.keys(contract.responses[200]?.content ?? {});
  const response = await send(
    contract,
    input as CallInput<AnyApiContract>,
    [...accepted, 'application/json'].join(', '),
  );
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}

/** The live events of a contract's SSE route, with the session cookie. */
export function contractEvents<C extends AnyApiContract>(contract: C, ...[input]: Args<C>): EventSource {
  return new EventSource(urlOf(contract, input as CallInput<AnyApiContract>), { withCredentials: true });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api.ts';

function answer(body: unknown, status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await apiRequest('/api/x', { method: 'POST', body: {} });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request was expected to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it("carries the server's code, message and field", async () => {
    answer({ code: 'CPF_TAKEN', message: 'Este CPF já está cadastrado em outra conta.', field: 'cpf' }, 409);
    const error = await failure();
    expect(error).toMatchObject({
      status: 409,
      code: 'CPF_TAKEN',
      message: 'Este CPF já está cadastrado em outra conta.',
      field: 'cpf',
    });
  });

  it('has no field when the server names none', async () => {
    answer({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' }, 404);
    const error = await failure();
    expect(error.code).toBe('NOT_FOUND');
    expect(error.field).toBeUndefined();
  });
});

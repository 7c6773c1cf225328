import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api.ts';
import { differsFrom, useZodForm } from './use-zod-form.ts';

const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent<HTMLFormElement>;
const schema = z.object({ email: z.string().min(1, 'Informe o e-mail.'), cpf: z.string() });

function setup(onSubmit: () => Promise<void>, onFailure = vi.fn()) {
  const hook = renderHook(() =>
    useZodForm({
      initialValues: { email: '', cpf: '' },
      schema,
      validate: ({ cpf }) => ({ cpf: cpf ? undefined : 'Informe o CPF.' }),
      onSubmit,
      onFailure,
    }),
  );
  return { ...hook, onFailure };
}

describe('useZodForm', () => {
  it("puts the schema's issues and the form's own checks under their fields, sending nothing", async () => {
    const onSubmit = vi.fn(async () => {});
    const { result } = setup(onSubmit);
    await act(() => result.current.handleSubmit(submitEvent()));
    expect(result.current.errors).toEqual({ email: 'Informe o e-mail.', cpf: 'Informe o CPF.' });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.set('email', 'a@b.c'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it("puts a server refusal that names one of the form's fields under that field", async () => {
    const { result, onFailure } = setup(async () => {
      throw new ApiError(409, 'CPF_TAKEN', 'Este CPF já está cadastrado em outra conta.', 'cpf');
    });
    act(() => result.current.set('email', 'a@b.c'));
    act(() => result.current.set('cpf', '1'));
    await act(() => result.current.handleSubmit(submitEvent()));
    expect(result.current.errors).toEqual({ cpf: 'Este CPF já está cadastrado em outra conta.' });
    expect(onFailure).not.toHaveBeenCalled();
    expect(result.current.submitting).toBe(false);
  });

  it('hands any other failure to the form, and refuses a second submit while one is under way', async () => {
    let fail: (error: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const { result, onFailure } = setup(onSubmit);
    act(() => result.current.set('email', 'a@b.c'));
    act(() => result.current.set('cpf', '1'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.handleSubmit(submitEvent());
    });
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.handleSubmit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const error = new ApiError(500, 'INTERNAL', 'Erro.');
    await act(async () => {
      fail(error);
      await first;
    });
    expect(onFailure).toHaveBeenCalledWith(error, { showErrors: expect.any(Function) });
    expect(result.current.errors).toEqual({});
    expect(result.current.submitting).toBe(false);
  });
});

describe('differsFrom', () => {
  it('tells a changed form from the saved values, field by field', () => {
    const saved = { name: 'Helena', allowContact: false };
    expect(differsFrom({ ...saved }, saved)).toBe(false);
    expect(differsFrom({ ...saved, allowContact: true }, saved)).toBe(true);
    expect(differsFrom({ ...saved, name: 'Helena ' }, saved)).toBe(true);
  });
});

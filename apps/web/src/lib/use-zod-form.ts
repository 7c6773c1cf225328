import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from './api.ts';
import { fieldErrors } from './field-errors.ts';

/** Any schema with a zod-like `safeParse` (the form's values in, pt-BR issues out). */
interface FormSchema {
  safeParse(
    data: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

interface UseZodFormOptions<V extends object> {
  initialValues: V;
  /** Checked on submit; its issues land on the fields they name. */
  schema?: FormSchema;
  /** Checks a schema cannot express (or the form's own rules), merged after the schema's. */
  validate?: (values: V) => FormErrors<V>;
  /** Sends the values. A thrown ApiError whose `field` is one of the form's lands under that field. */
  onSubmit: (values: V) => Promise<void>;
  /** Any other failure (no field, a network error): the form shows it its own way (`showErrors` puts it
   * under a field). */
  onFailure?: (error: unknown, form: { showErrors: (found: FormErrors<V>) => void }) => void;
  /** False when the form shows every server refusal itself (in one notice), field or not. */
  serverFieldErrors?: boolean;
}

/**
 * The one form primitive of the web app: values, per-field errors (from zod issues, the form's own checks
 * and the server's `field`), the first invalid field focused, and a submit state that refuses a second
 * submit while one is under way.
 */
/** True when the form holds other values than `reference` (what is saved): "Salvar" is worth pressing. */
export function differsFrom<V extends object>(values: V, reference: V): boolean {
  return (Object.keys(reference) as (keyof V)[]).some((field) => values[field] !== reference[field]);
}

export function useZodForm<V extends object>(options: UseZodFormOptions<V>) {
  const { initialValues, schema, validate, onSubmit, onFailure, serverFieldErrors = true } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  /** Shows errors at once and moves the focus to the first invalid field. */
  function showErrors(found: FormErrors<V>) {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  function check(current: V): FormErrors<V> {
    const found: FormErrors<V> = {};
    const parsed = schema?.safeParse(current);
    if (parsed && !parsed.success) Object.assign(found, fieldErrors(parsed.error.issues, current));
    for (const [name, message] of Object.entries(validate?.(current) ?? {}) as [keyof V & string, string][]) {
      if (message) found[name] ??= message;
    }
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = check(values);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (serverFieldErrors && field && field in values)
        showErrors({ [field]: (error as ApiError).message } as FormErrors<V>);
      else onFailure?.(error, { showErrors });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  function reset(next: V = initialValues) {
    setValues(next);
    setErrors({});
  }

  return { formRef, values, set, errors, showErrors, submitting, handleSubmit, reset };
}

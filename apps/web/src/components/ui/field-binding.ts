import type { ChangeEvent } from 'react';

/** What a field needs of its form (`useZodForm`'s values, errors and set). */
export interface BindableForm<V> {
  values: V;
  errors: Partial<Record<keyof V & string, string>>;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
}

type TextKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

type TextControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * Binds text fields (TextField, PasswordField, SelectField, a textarea's FormField) to one string value of a
 * form each: `<TextField label="Nome" {...field('firstName')} />` gives the field its name, value, change
 * handler and error, so every hand-written form wires them the same way.
 */
export function fieldBinder<V>(form: BindableForm<V>) {
  return <K extends TextKeys<V>>(name: K) => ({
    name,
    value: form.values[name] as string,
    onChange: (event: TextControlEvent) => form.set(name, event.target.value as V[K]),
    error: form.errors[name],
  });
}

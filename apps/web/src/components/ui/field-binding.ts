import type { ChangeEvent } from 'react';

/** What a field needs of its form (`useZodForm`'s values, errors and set). */
export interface BindableForm<V> {
  values: V;
  errors: Partial<Record<keyof V & string, string>>;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
}

type TextKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

type FlagKeys<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

type TextControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * Binds each field of a hand-written form to one value of it, so every form wires its fields the same way:
 * `<TextField label="Nome" {...field('firstName')} />` (also PasswordField, SelectField) gives the field
 * its name, value, change handler and error; `field.phone('phone')` does the same for a PhoneField (the
 * masked text) and `field.checkbox('allowContact')` name, checked and change for a Checkbox.
 */
export function fieldBinder<V>(form: BindableForm<V>) {
  const text = <K extends TextKeys<V>>(name: K) => ({
    name,
    value: form.values[name] as string,
    onChange: (event: TextControlEvent) => form.set(name, event.target.value as V[K]),
    error: form.errors[name],
  });
  const phone = <K extends TextKeys<V>>(name: K) => ({
    name,
    value: form.values[name] as string,
    onValueChange: (masked: string) => form.set(name, masked as V[K]),
    error: form.errors[name],
  });
  const checkbox = <K extends FlagKeys<V>>(name: K) => ({
    name,
    checked: form.values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(name, event.target.checked as V[K]),
  });
  return Object.assign(text, { phone, checkbox });
}

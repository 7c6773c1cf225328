const LONG_DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/** The spec's long pt-BR date ("24 de novembro de 2026"), or "Data inválida" when it cannot be read. */
export function formatNotificationDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Data inválida' : LONG_DATE.format(date);
}

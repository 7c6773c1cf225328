import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A message above a form's button: errors are alerts (read at once), confirmations are a polite
 * status (docs/product-rules.md §4: the recovery e-mail shows "a success banner").
 */
export function FormNotice({
  kind,
  id,
  children,
}: {
  kind: 'error' | 'success';
  id?: string;
  children: ReactNode;
}) {
  if (kind === 'success') {
    return (
      <p
        id={id}
        role="status"
        className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-emerald-900 text-sm"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        <span>{children}</span>
      </p>
    );
  }
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

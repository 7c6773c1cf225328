import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An amber warning on the issue form. */
export function IssueNotice({ children, role }: { children: ReactNode; role?: 'alert' }) {
  return (
    <p
      role={role}
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>{children}</span>
    </p>
  );
}

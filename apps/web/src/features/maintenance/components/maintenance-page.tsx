import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { MaintenanceCard } from './maintenance-card.tsx';

/** Replaces the whole app (no header, footer or banner) while maintenance mode is on. */
export function MaintenancePage({ message }: { message: string }) {
  useDocumentTitle('Em Manutenção');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-b from-brand-50 to-slate-50 px-4 py-12">
      <MaintenanceCard message={message} headingLevel={1} />
    </main>
  );
}

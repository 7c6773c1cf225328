import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { MaintenanceSettings } from '../../maintenance/index.ts';
import { AdminNav } from '../components/admin-nav.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { ADMIN_SECTIONS } from '../components/admin-sections.ts';
import { AdminNotifications } from '../components/notifications/admin-notifications.tsx';

/** The content of each section that already works; the others show their "Em breve" line. */
const SECTION_CONTENT: Partial<Record<string, () => ReactNode>> = {
  notificacoes: () => <AdminNotifications />,
  manutencao: () => <MaintenanceSettings />,
};

export function AdminPage() {
  return (
    <PageFrame
      title="Administração"
      description="Ferramentas do administrador do site: modo de manutenção, notificações aos usuários e indicadores de uso."
    >
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <AdminNav />
        <div className="flex min-w-0 flex-col gap-4">
          {ADMIN_SECTIONS.map((section) => (
            <AdminSection key={section.id} section={section}>
              {SECTION_CONTENT[section.id]?.()}
            </AdminSection>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}

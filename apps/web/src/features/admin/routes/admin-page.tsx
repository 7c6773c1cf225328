import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { MaintenanceSettings } from '../../maintenance/index.ts';
import { AdminNav } from '../components/admin-nav.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { ADMIN_SECTIONS } from '../components/admin-sections.ts';
import { AdminAiProvidersSection } from '../components/ai-providers/admin-ai-providers.tsx';
import { AdminAuditSection } from '../components/audit/admin-audit.tsx';
import { AdminNotifications } from '../components/notifications/admin-notifications.tsx';
import { AdminOverviewSection } from '../components/overview/admin-overview.tsx';
import { AdminPageViewsSection } from '../components/page-views/admin-page-views.tsx';
import { AdminPriceChanges } from '../components/price-changes/admin-price-changes.tsx';
import { AdminUnitsSection } from '../components/units/admin-units.tsx';
import { AdminUsersSection } from '../components/users/admin-users.tsx';

/** The content of each section; one not listed here shows its "Em breve" line. */
const SECTION_CONTENT: Partial<Record<string, () => ReactNode>> = {
  'visao-geral': () => <AdminOverviewSection />,
  usuarios: () => <AdminUsersSection />,
  unidades: () => <AdminUnitsSection />,
  notificacoes: () => <AdminNotifications />,
  precos: () => <AdminPriceChanges />,
  manutencao: () => <MaintenanceSettings />,
  'provedores-ia': () => <AdminAiProvidersSection />,
  acessos: () => <AdminPageViewsSection />,
  auditoria: () => <AdminAuditSection />,
};

export function AdminPage() {
  return (
    <PageFrame
      title="Administração"
      description="Ferramentas do administrador do site: modo de manutenção, notificações aos usuários e indicadores de uso."
    >
      <div className="grid gap-6 lg:grid-cols-[11.5rem_minmax(0,1fr)] lg:gap-8">
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

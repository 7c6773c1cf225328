import { ArrowRight, Wrench } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { DataRouter } from 'react-router';

interface MaintenanceBannerProps {
  /** The gate sits outside the router's provider, so the link navigates through the router itself. */
  router: DataRouter;
  /** On /admin the link would lead nowhere new. */
  onAdminPage: boolean;
}

/** Tells a site admin, on every page, that the others are seeing the maintenance notice. */
export function MaintenanceBanner({ router, onAdminPage }: MaintenanceBannerProps) {
  const openAdmin = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate('/admin');
  };
  return (
    <aside
      aria-label="Modo de manutenção"
      className="border-amber-300 border-b bg-amber-100 text-amber-950 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="flex min-w-0 flex-1 items-start gap-2 py-1.5 font-medium">
          <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Modo de manutenção ativo: só administradores veem o aplicativo.</span>
        </p>
        {onAdminPage ? null : (
          <a
            href="/admin"
            onClick={openAdmin}
            className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold underline underline-offset-2 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-900"
          >
            Gerenciar na administração
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </aside>
  );
}

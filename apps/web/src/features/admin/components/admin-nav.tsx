import { cn } from '../../../lib/cn.ts';
import { ADMIN_SECTIONS } from './admin-sections.ts';

/** Jumps to a section: a column beside the sections on wide screens, a scrollable row on phones. */
export function AdminNav() {
  return (
    <nav aria-label="Seções da administração" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {ADMIN_SECTIONS.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                className={cn(
                  'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-slate-200 bg-white px-3.5 text-sm',
                  'lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3',
                  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
                  section.ready ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {section.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

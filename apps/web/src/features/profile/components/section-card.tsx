import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  /** An anchor other pages link to (/profile#estabelecimento); the page scrolls to it once shown. */
  id?: string;
}

/** One block of the profile page, titled (h2) so the page reads as a list of sections. */
export function SectionCard({ title, description, icon: Icon, children, className, id }: SectionCardProps) {
  // The page loads its data first, so the browser's own jump to the #anchor finds nothing: done here.
  useEffect(() => {
    if (id && window.location.hash === `#${id}`)
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [id]);
  return (
    <Card id={id} className={cn('scroll-mt-20 p-5 sm:p-8', className)}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-lg text-slate-900 leading-snug">{title}</h2>
          {description ? <p className="mt-0.5 text-slate-600 text-sm">{description}</p> : null}
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

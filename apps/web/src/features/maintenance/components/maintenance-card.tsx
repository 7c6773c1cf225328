import { Wrench } from 'lucide-react';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { cn } from '../../../lib/cn.ts';

interface MaintenanceCardProps {
  message: string;
  /** The page's own title is the h1; the admin's preview sits under a section heading. */
  headingLevel: 1 | 3;
  className?: string;
}

/** The notice users see during maintenance, shared by the page and the admin's live preview. */
export function MaintenanceCard({ message, headingLevel, className }: MaintenanceCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <div
      className={cn(
        'w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-card',
        className,
      )}
    >
      <div className="flex justify-center">
        <span className="relative">
          <LogoMark className="size-14" />
          <span className="-right-2 -bottom-2 absolute flex size-7 items-center justify-center rounded-full border-2 border-white bg-amber-400 text-amber-950">
            <Wrench aria-hidden="true" className="size-3.5" />
          </span>
        </span>
      </div>
      <Heading className="mt-6 font-bold text-2xl text-slate-900 tracking-tight">Em Manutenção</Heading>
      <p className="mt-3 whitespace-pre-line break-words text-slate-600 leading-relaxed">{message}</p>
    </div>
  );
}

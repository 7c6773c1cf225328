import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** A reading column for forms and long texts instead of the full page width. */
  narrow?: boolean;
}

/** The page's horizontal rhythm: one max width and the same side padding everywhere. */
export function Container({ className, narrow = false, ...props }: ContainerProps) {
  // The width is chosen here, not appended by callers: two max-w classes would fight by CSS order.
  const width = narrow ? 'max-w-3xl' : 'max-w-6xl';
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', width, className)} {...props} />;
}

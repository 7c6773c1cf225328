import { SECTION_VISIBILITY_THRESHOLD } from '@vetvoz/domain';
import { type HTMLAttributes, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useInView } from '../../lib/use-in-view.ts';

interface RevealProps extends HTMLAttributes<HTMLDivElement> {
  /** Share of the element that must be on screen before it animates in (docs/product-rules.md §2: 30%, FAQ 20%). */
  threshold?: number;
}

/**
 * Fades and lifts its content in the first time it becomes visible. With reduced motion requested
 * (motion-safe) the content is simply there: no hidden start state, no movement.
 */
export function Reveal({ threshold = SECTION_VISIBILITY_THRESHOLD, className, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useInView(ref, { threshold, once: true });
  return (
    <div
      ref={ref}
      data-revealed={shown ? 'true' : 'false'}
      className={cn(
        'motion-safe:transition-[opacity,translate] motion-safe:duration-700 motion-safe:ease-out',
        !shown && 'motion-safe:translate-y-6 motion-safe:opacity-0',
        className,
      )}
      {...props}
    />
  );
}

import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface AvatarProps {
  /** Photo URL; when missing or broken, the initial is shown. */
  src: string | null;
  /** Used for the initial; the avatar itself is decorative (the name is shown or labelled nearby). */
  name: string;
  size?: 'sm' | 'lg';
  className?: string;
}

export function Avatar({ src, name, size = 'sm', className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0).toLocaleUpperCase('pt-BR') || '?';
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-8 text-sm';
  if (src && !broken) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setBroken(true)}
        className={cn('shrink-0 rounded-full object-cover ring-2 ring-white', box, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white',
        box,
        className,
      )}
    >
      {initial}
    </span>
  );
}

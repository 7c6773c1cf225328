import { cn } from '../../lib/cn.ts';

/** The VetVoz mark (speech bubble with a paw), the same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="vetvoz-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill="url(#vetvoz-logo-bg)" />
      <path
        fill="#fff"
        d="M21 13h22a9 9 0 0 1 9 9v14a9 9 0 0 1-9 9H30l-9.5 7.4a1 1 0 0 1-1.6-.8V45A9 9 0 0 1 12 36V22a9 9 0 0 1 9-9Z"
      />
      <g fill="#0f766e">
        <ellipse cx="32" cy="34" rx="6.4" ry="5.2" />
        <ellipse cx="23.6" cy="27.4" rx="2.7" ry="3.2" transform="rotate(-18 23.6 27.4)" />
        <ellipse cx="28.6" cy="22.2" rx="2.8" ry="3.4" transform="rotate(-6 28.6 22.2)" />
        <ellipse cx="35.4" cy="22.2" rx="2.8" ry="3.4" transform="rotate(6 35.4 22.2)" />
        <ellipse cx="40.4" cy="27.4" rx="2.7" ry="3.2" transform="rotate(18 40.4 27.4)" />
      </g>
    </svg>
  );
}

/** Mark + name; the text stays readable by screen readers as "VetVoz". */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-bold text-lg text-slate-900 tracking-tight">
        Vet<span className="text-brand-700">Voz</span>
      </span>
    </span>
  );
}

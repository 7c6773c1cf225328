import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'conteudo';

/**
 * First focusable element: keyboard users jump over the header. Focus is moved by hand so the URL
 * doesn't gain a "#conteudo" that the router would treat as a navigation.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Pular para o conteúdo
    </a>
  );
}

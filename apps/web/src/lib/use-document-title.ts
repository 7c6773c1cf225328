import { useEffect } from 'react';

export const APP_NAME = 'VetVoz';

/** Sets the tab title to "<title> | VetVoz" (or just the given full title) while mounted. */
export function useDocumentTitle(title: string, options: { full?: boolean } = {}): void {
  const full = options.full ?? false;
  useEffect(() => {
    document.title = full ? title : `${title} | ${APP_NAME}`;
  }, [title, full]);
}

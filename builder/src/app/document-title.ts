import { useEffect } from 'react';

export const SITE_NAME = 'Chart Embed';

/** A tab's title, page first so a row of tabs tells them apart; the home page is the site itself. */
export const documentTitle = (page: string | null) => (page ? `${page} · ${SITE_NAME}` : SITE_NAME);

export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

import { useEffect } from 'react';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '@/hooks/api/website';

/** The document title is '{page title} - {short name}'. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const { shortName } = useWebsiteConfig();
  useEffect(() => {
    if (!pageTitle) return;
    document.title = `${pageTitle} - ${shortName || DEFAULT_SHORT_NAME}`;
  }, [pageTitle, shortName]);
}

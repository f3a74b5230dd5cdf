import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageHeaderProps {
  /** The h1, which also names the browser tab. */
  title: string;
  /** The h1's id, for a section's aria-labelledby. */
  titleId?: string;
  /** Links, buttons, search boxes and filters on the right. */
  children?: ReactNode;
}

/** A back-office screen's heading (also the browser tab's title) with its links or buttons on the right. */
export function PageHeader({ title, titleId, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h1 id={titleId} className="mr-auto text-lg font-semibold break-words">
        {title}
      </h1>
      {children}
    </div>
  );
}

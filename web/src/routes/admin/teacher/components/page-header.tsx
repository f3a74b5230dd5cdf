import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A teacher screen's heading (also the browser tab's title) with its links or buttons on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h1 className="mr-auto text-lg font-semibold break-words">{title}</h1>
      {children}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ExportSection } from './components/export-section';
import { ImportSection } from './components/import-section';

/** /admin/problem/import-export: problems in from six formats, and out as HOJ's zip. */
export default function ImportExportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('importExport.title'));
  return (
    <div className="space-y-3">
      <h1 className="text-lg font-semibold">{t('importExport.title')}</h1>
      <ImportSection />
      <ExportSection />
    </div>
  );
}

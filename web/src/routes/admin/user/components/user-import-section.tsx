import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { ImportCheck } from '@verdict/common';
import { checkImport, importUsers } from '@/hooks/api/admin-user';
import { parseCsv } from '@/lib/parse-csv';
import { matchPath } from '@/lib/swr-keys';
import { toast } from '@/stores/ui';
import { TitledCard } from '../../components/titled-card';
import { ImportProblems } from './import-problems';

/**
 * CSV import: the file is read here (UTF-8, no header), the server checks every row, and the users
 * are created only when no row has a problem.
 */
export function UserImportSection() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<string[][] | null>(null);
  const [fileName, setFileName] = useState('');
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    setCheck(null);
    if (!file) return setRows(null);
    setFileName(file.name);
    setRows(parseCsv(await file.text()));
  };

  const run = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const result = await checkImport(rows);
      setCheck(result);
      if (result.errors.length > 0 || result.count === 0) return;
      const { imported } = await importUsers(rows);
      toast('success', t('adminUsers.imported', { count: imported }));
      setRows(null);
      setCheck(null);
      if (input.current) input.current.value = '';
      void mutate(matchPath('/api/admin/user/get-user-list'));
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledCard
      title={t('adminUsers.importTitle')}
      titleId="admin-users-import"
      titleClassName="mb-1 font-semibold"
    >
      <p className="mb-3 text-sm text-slate-600">{t('adminUsers.importHelp')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('adminUsers.chooseCsv')}
          data-testid="user-import-file"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <button type="button" className="btn btn-primary" disabled={!rows || busy} onClick={() => void run()}>
          {t('adminUsers.importButton')}
        </button>
        {rows ? (
          <span className="text-sm text-slate-600">
            {t('adminUsers.rowsRead', { count: rows.length, file: fileName })}
          </span>
        ) : null}
      </div>
      {check ? <ImportProblems check={check} /> : null}
    </TitledCard>
  );
}

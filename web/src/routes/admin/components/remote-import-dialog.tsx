import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BUILT_IN_REMOTE_JUDGES, REMOTE_JUDGE_NAME, Role, type RemoteAccountView } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { useRemoteAccounts } from '@/hooks/api/remote-judge';
import { roleCodes, useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import { DIALOG_FIELD, LabelledChoice, LabelledInput } from './labelled-field';
import '@/i18n/areas/remote-judge';

/** Imports `name`'s problem `problemId`, and adds it where the page lists problems. */
export type ImportRemoteProblem = (name: string, problemId: string, displayId: string) => Promise<unknown>;

interface RemoteImportDialogProps {
  importProblem: ImportRemoteProblem;
  /** A contest asks the display id too: the one offered. */
  displayIdSuggestion?: string;
  /** Reloads the page's list once the problem is in. */
  onImported: () => void;
  onClose: () => void;
}

/** The judges one can import from: those with an enabled account, by name. */
export function importableJudges(accounts: readonly RemoteAccountView[]): string[] {
  return [...new Set(accounts.filter((account) => account.enabled).map((account) => account.oj))].sort();
}

const PROBLEM_ID = /^[A-Za-z0-9_-]+$/;

/**
 * HOJ's "import a problem from another judge": the judge and its problem id (and in a contest the
 * display id). Root and admins choose among the judges of the account pool, or are sent to add an
 * account first; problem admins, who may not read the pool, type the judge's name.
 */
export function RemoteImportDialog({
  importProblem,
  displayIdSuggestion,
  onImported,
  onClose,
}: RemoteImportDialogProps) {
  const { t } = useTranslation();
  const readsPool = roleCodes(useSession().user).some((role) => role === Role.ROOT || role === Role.ADMIN);
  const pool = useRemoteAccounts(readsPool);
  const judges = pool.data ? importableJudges(pool.data) : null;
  // Without the pool (a problem admin, or the list failed) the judge's name is typed.
  const typesName = !readsPool || (Boolean(pool.error) && !pool.data);
  const [judge, setJudge] = useState('');
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState(displayIdSuggestion ?? '');
  const asksDisplayId = displayIdSuggestion !== undefined;

  if (!typesName && judges?.length === 0) {
    return (
      <Modal open onClose={onClose} title={t('remoteJudge.import.title')}>
        <p className="mb-4 text-sm text-slate-700" data-testid="remote-import-no-account">
          {t('remoteJudge.import.noAccount')}{' '}
          <Link className="text-blue-700 hover:underline" to="/admin/remote-judge" onClick={onClose}>
            {t('remoteJudge.import.goToAccounts')}
          </Link>
        </p>
        <div className="flex justify-end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </Modal>
    );
  }
  const name = (typesName ? judge.trim().toUpperCase() : judge || judges?.[0]) ?? '';
  const validate = () => {
    if (!name) return t('remoteJudge.import.judgeRequired');
    if (!REMOTE_JUDGE_NAME.test(name)) return t('remoteJudge.admin.nameRequired');
    if (!problemId.trim()) return t('remoteJudge.import.problemIdRequired');
    if (!PROBLEM_ID.test(problemId.trim())) return t('remoteJudge.import.problemIdInvalid');
    if (asksDisplayId && !displayId.trim()) return t('remoteJudge.import.displayIdRequired');
    return null;
  };
  const submit = async () => {
    const id = problemId.trim();
    await importProblem(name, id, displayId.trim());
    toast('success', t('remoteJudge.import.done', { id: `${name}-${id}`.toUpperCase() }));
    onImported();
    onClose();
  };
  return (
    <FormDialog
      title={t('remoteJudge.import.title')}
      onClose={onClose}
      validate={validate}
      onSubmit={submit}
      submitLabel={t('remoteJudge.import.submit')}
      submitTestId="remote-import-submit"
    >
      {typesName ? (
        <>
          <LabelledInput
            {...DIALOG_FIELD}
            className="input mt-1 w-full font-mono uppercase"
            label={t('remoteJudge.import.judge')}
            list="remote-import-judges"
            value={judge}
            maxLength={20}
            required
            data-testid="remote-import-judge"
            onChange={setJudge}
          />
          <datalist id="remote-import-judges">
            {BUILT_IN_REMOTE_JUDGES.map((one) => (
              <option key={one.name} value={one.name} />
            ))}
          </datalist>
        </>
      ) : judges ? (
        <LabelledChoice
          {...DIALOG_FIELD}
          className="input mt-1 w-full"
          label={t('remoteJudge.import.judge')}
          value={name}
          choices={judges}
          choiceLabel={(one) => one}
          data-testid="remote-import-judge"
          onChange={setJudge}
        />
      ) : (
        <p className="mb-3 text-sm text-slate-500" role="status">
          {t('remoteJudge.admin.loading')}
        </p>
      )}
      <LabelledInput
        {...DIALOG_FIELD}
        className="input mt-1 w-full font-mono"
        label={t('remoteJudge.import.problemId')}
        placeholder={t('remoteJudge.import.problemIdHint')}
        value={problemId}
        maxLength={90}
        required
        autoFocus
        data-testid="remote-import-problem-id"
        onChange={setProblemId}
      />
      {asksDisplayId ? (
        <LabelledInput
          {...DIALOG_FIELD}
          className="input mt-1 w-full"
          label={t('admin.displayId')}
          value={displayId}
          maxLength={32}
          required
          data-testid="remote-import-display-id"
          onChange={setDisplayId}
        />
      ) : null}
    </FormDialog>
  );
}

type RemoteImportButtonProps = Omit<RemoteImportDialogProps, 'onClose'>;

/** The "Import from another judge" button of a problem list, and its dialog while open. */
export function RemoteImportButton(props: RemoteImportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" data-testid="remote-import" onClick={() => setOpen(true)}>
        {t('remoteJudge.import.button')}
      </button>
      {open ? <RemoteImportDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

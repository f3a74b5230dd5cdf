import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAccountView } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { addRemoteAccount } from '@/hooks/api/remote-judge';
import { toast } from '@/stores/ui';
import { DIALOG_FIELD, LabelledChoice, LabelledInput } from '../../components/labelled-field';
import {
  accountFormError,
  CUSTOM_JUDGE,
  EMPTY_ACCOUNT,
  knownJudges,
  toAccountBody,
  type AccountDraft,
} from '../account-form';
import '@/i18n/areas/remote-judge';

interface AddAccountDialogProps {
  /** The pool as listed: the judges it knows are offered by name. */
  accounts: readonly RemoteAccountView[];
  /** Reloads the pool once the account is in. */
  onAdded: () => void;
  onClose: () => void;
}

/**
 * Adds an account to the pool: the judge (CF, GYM, AC, one the pool knows, or a new
 * HOJ-compatible judge with its address), the username and the password.
 */
export function AddAccountDialog({ accounts, onAdded, onClose }: AddAccountDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_ACCOUNT);
  const known = knownJudges(accounts);
  const custom = draft.choice === CUSTOM_JUDGE;
  const set = (fields: Partial<AccountDraft>) => setDraft({ ...draft, ...fields });
  const submit = async () => {
    await addRemoteAccount(toAccountBody(draft, known));
    toast('success', t('remoteJudge.admin.added'));
    onAdded();
    onClose();
  };
  return (
    <FormDialog
      title={t('remoteJudge.admin.add')}
      onClose={onClose}
      validate={() => accountFormError(draft, known, t)}
      onSubmit={submit}
      submitLabel={t('remoteJudge.admin.add')}
      submitTestId="remote-account-save"
    >
      <LabelledChoice
        {...DIALOG_FIELD}
        className="input mt-1 w-full"
        label={t('remoteJudge.admin.judge')}
        value={draft.choice}
        choices={[...known.map((judge) => judge.name), CUSTOM_JUDGE]}
        choiceLabel={(name) => {
          const judge = known.find((one) => one.name === name);
          return judge ? `${judge.name} — ${judge.baseUrl}` : t('remoteJudge.admin.customJudge');
        }}
        data-testid="remote-account-judge"
        onChange={(choice) => set({ choice })}
      />
      {custom ? (
        <>
          <LabelledInput
            {...DIALOG_FIELD}
            className="input mt-1 w-full font-mono uppercase"
            label={t('remoteJudge.admin.customName')}
            value={draft.customName}
            maxLength={20}
            required
            aria-describedby="remote-account-name-hint"
            data-testid="remote-account-name"
            onChange={(customName) => set({ customName })}
          />
          <p id="remote-account-name-hint" className="-mt-2 mb-3 text-xs text-slate-500">
            {t('remoteJudge.admin.customNameHint')}
          </p>
          <LabelledInput
            {...DIALOG_FIELD}
            className="input mt-1 w-full"
            type="url"
            label={t('remoteJudge.admin.address')}
            placeholder="https://"
            value={draft.baseUrl}
            maxLength={255}
            required
            aria-describedby="remote-account-address-hint"
            data-testid="remote-account-address"
            onChange={(baseUrl) => set({ baseUrl })}
          />
          <p id="remote-account-address-hint" className="-mt-2 mb-3 text-xs text-slate-500">
            {t('remoteJudge.admin.addressHint')}
          </p>
        </>
      ) : null}
      <LabelledInput
        {...DIALOG_FIELD}
        className="input mt-1 w-full"
        label={t('remoteJudge.admin.username')}
        value={draft.username}
        maxLength={100}
        autoComplete="off"
        required
        data-testid="remote-account-username"
        onChange={(username) => set({ username })}
      />
      <LabelledInput
        {...DIALOG_FIELD}
        className="input mt-1 w-full"
        type="password"
        label={t('remoteJudge.admin.password')}
        value={draft.password}
        maxLength={200}
        autoComplete="new-password"
        required
        data-testid="remote-account-password"
        onChange={(password) => set({ password })}
      />
    </FormDialog>
  );
}

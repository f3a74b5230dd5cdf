import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Role } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { addUser, type NewUser } from '@/hooks/api/admin-user';
import { toast } from '@/stores/ui';
import { bindText } from '../../components/bind-text';
import { DIALOG_FIELD, LabelledChoice, LabelledInput } from '../../components/labelled-field';
import { ROLE_CHOICES } from './roles';

/**
 * Adds one user: username and password, optionally an email and a real name, and the role. The
 * server checks them as it checks a line of an import and names the first wrong field.
 */
export function UserAddDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<NewUser>({
    username: '',
    password: '',
    email: '',
    realname: '',
    type: Role.DEFAULT_USER,
  });
  const set = (patch: Partial<NewUser>) => setForm((prev) => ({ ...prev, ...patch }));
  const validate = () => {
    if (!form.username.trim()) return t('adminUsers.usernameRequired');
    if (!form.password) return t('adminUsers.passwordRequired');
    return null;
  };
  const save = async () => {
    const added = await addUser(form);
    toast('success', t('adminUsers.added', { username: added.username }));
    onAdded();
  };
  const text = bindText(form, set);
  return (
    <FormDialog
      title={t('adminUsers.addTitle')}
      width="max-w-lg"
      submitLabel={t('adminUsers.addButton')}
      validate={validate}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="grid gap-x-3 sm:grid-cols-2" data-testid="user-add-form">
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.username')} autoFocus {...text('username')} />
        <LabelledInput
          {...DIALOG_FIELD}
          label={t('adminUsers.password')}
          type="password"
          autoComplete="new-password"
          {...text('password')}
        />
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.email')} type="email" {...text('email')} />
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.realname')} {...text('realname')} />
        <LabelledChoice
          {...DIALOG_FIELD}
          label={t('adminUsers.roleLabel')}
          value={form.type}
          choices={ROLE_CHOICES}
          choiceLabel={(role) => `${role} ${t(`adminUsers.role.${role}`)}`}
          onChange={(type) => set({ type })}
        />
      </div>
      <p className="mb-3 text-xs text-slate-500">{t('adminUsers.addHelp')}</p>
    </FormDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { type AdminUser, editUser, type UserEdit } from '@/hooks/api/admin-user';
import { toast } from '@/stores/ui';
import { bindText } from '../../components/bind-text';
import { CheckField } from '../../components/check-field';
import { DIALOG_FIELD, LabelledChoice, LabelledField, LabelledInput } from '../../components/labelled-field';
import { ROLE_CHOICES } from './roles';

interface UserEditDialogProps {
  user: AdminUser;
  /** An admin can not change their own role or ban themselves (the server refuses it too). */
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The first rule the form breaks, as a message key, or null. */
function formProblem(form: UserEdit): string | null {
  if (!form.username.trim()) return 'adminUsers.usernameRequired';
  if (form.setNewPwd && ((form.password ?? '').length < 6 || (form.password ?? '').length > 20))
    return 'adminUsers.passwordLength';
  if (form.titleColor && !COLOUR.test(form.titleColor)) return 'adminUsers.colourInvalid';
  return null;
}

export function UserEditDialog({ user, isSelf, onClose, onSaved }: UserEditDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<UserEdit>({
    uid: user.uid,
    username: user.username,
    realname: user.realname ?? '',
    email: user.email ?? '',
    type: user.role,
    status: user.status,
    isVip: user.isVip,
    titleName: user.titleName ?? '',
    titleColor: user.titleColor ?? '',
    setNewPwd: false,
    password: '',
  });
  const set = (patch: Partial<UserEdit>) => setForm((prev) => ({ ...prev, ...patch }));

  const validate = () => {
    const broken = formProblem(form);
    return broken ? t(broken) : null;
  };
  const save = async () => {
    await editUser({ ...form, password: form.setNewPwd ? form.password : undefined });
    toast('success', t('admin.saved'));
    onSaved();
  };

  const text = bindText(form, set);
  return (
    <FormDialog
      title={t('adminUsers.editTitle', { username: user.username })}
      width="max-w-lg"
      cancelLabel={t('common.close')}
      validate={validate}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="grid gap-x-3 sm:grid-cols-2">
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.username')} {...text('username')} />
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.realname')} {...text('realname')} />
        <LabelledInput {...DIALOG_FIELD} label={t('adminUsers.email')} type="email" {...text('email')} />
        <LabelledChoice
          {...DIALOG_FIELD}
          label={t('adminUsers.roleLabel')}
          value={form.type ?? user.role}
          disabled={isSelf}
          choices={ROLE_CHOICES}
          choiceLabel={(role) => `${role} ${t(`adminUsers.role.${role}`)}`}
          onChange={(type) => set({ type })}
        />
        <LabelledChoice
          {...DIALOG_FIELD}
          label={t('adminUsers.statusLabel')}
          value={form.status ?? user.status}
          disabled={isSelf}
          choices={[0, 1]}
          choiceLabel={(status) => t(status ? 'adminUsers.banned' : 'adminUsers.normal')}
          onChange={(status) => set({ status })}
        />
        <CheckField
          className="mb-3 block flex items-center gap-2 text-sm sm:mt-6"
          label={t('adminUsers.vip')}
          checked={form.isVip ?? false}
          onChange={(isVip) => set({ isVip })}
        />
        <LabelledInput
          {...DIALOG_FIELD}
          label={t('adminUsers.titleName')}
          maxLength={20}
          {...text('titleName')}
        />
        <LabelledField {...DIALOG_FIELD} label={t('adminUsers.titleColor')}>
          <span className="mt-1 flex gap-2">
            <input
              type="color"
              className="h-9 w-10 rounded border border-slate-300"
              aria-label={t('adminUsers.titleColor')}
              value={
                COLOUR.test(form.titleColor ?? '') && form.titleColor!.length === 7
                  ? form.titleColor
                  : '#1e90ff'
              }
              onChange={(e) => set({ titleColor: e.target.value })}
            />
            <input
              className="input"
              placeholder="#1e90ff"
              value={form.titleColor}
              onChange={(e) => set({ titleColor: e.target.value })}
            />
          </span>
        </LabelledField>
      </div>
      <CheckField
        className="mb-2 flex items-center gap-2 text-sm"
        label={t('adminUsers.setNewPassword')}
        checked={form.setNewPwd ?? false}
        onChange={(setNewPwd) => set({ setNewPwd })}
      />
      {form.setNewPwd ? (
        <LabelledInput
          {...DIALOG_FIELD}
          label={t('adminUsers.newPassword')}
          type="password"
          autoComplete="new-password"
          {...text('password')}
        />
      ) : null}
    </FormDialog>
  );
}

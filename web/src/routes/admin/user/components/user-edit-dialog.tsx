import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { type AdminUser, editUser, type UserEdit } from '@/hooks/api/admin-user';
import { toast } from '@/stores/ui';
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

  const field = 'mb-3 block text-sm';
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
        <label className={field}>
          {t('adminUsers.username')}
          <input
            className="input mt-1"
            value={form.username}
            onChange={(e) => set({ username: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.realname')}
          <input
            className="input mt-1"
            value={form.realname}
            onChange={(e) => set({ realname: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.email')}
          <input
            className="input mt-1"
            type="email"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.roleLabel')}
          <select
            className="input mt-1"
            value={form.type}
            disabled={isSelf}
            onChange={(e) => set({ type: Number(e.target.value) })}
          >
            {ROLE_CHOICES.map((role) => (
              <option key={role} value={role}>
                {role} {t(`adminUsers.role.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t('adminUsers.statusLabel')}
          <select
            className="input mt-1"
            value={form.status}
            disabled={isSelf}
            onChange={(e) => set({ status: Number(e.target.value) })}
          >
            <option value={0}>{t('adminUsers.normal')}</option>
            <option value={1}>{t('adminUsers.banned')}</option>
          </select>
        </label>
        <label className={`${field} flex items-center gap-2 sm:mt-6`}>
          <input type="checkbox" checked={form.isVip} onChange={(e) => set({ isVip: e.target.checked })} />
          {t('adminUsers.vip')}
        </label>
        <label className={field}>
          {t('adminUsers.titleName')}
          <input
            className="input mt-1"
            maxLength={20}
            value={form.titleName}
            onChange={(e) => set({ titleName: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.titleColor')}
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
        </label>
      </div>
      <label className="mb-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.setNewPwd}
          onChange={(e) => set({ setNewPwd: e.target.checked })}
        />
        {t('adminUsers.setNewPassword')}
      </label>
      {form.setNewPwd ? (
        <label className={field}>
          {t('adminUsers.newPassword')}
          <input
            className="input mt-1"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set({ password: e.target.value })}
          />
        </label>
      ) : null}
    </FormDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeUserInfo } from '@/hooks/api/account';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { UserInfo } from '@/types/account';

/** The fields /api/change-userInfo writes. */
const TEXT_FIELDS = ['nickname', 'realname', 'school', 'number', 'github', 'blog', 'cfUsername'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export function UserInfoSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form, setForm] = useState<Partial<UserInfo>>(() => ({ ...user }));
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body: Partial<UserInfo> = { gender: form.gender, signature: form.signature };
      for (const field of TEXT_FIELDS) body[field] = form[field] ?? '';
      await changeUserInfo(body);
      toast('success', t('message.updateSuccessfully'));
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    } finally {
      setBusy(false);
    }
  };
  const set = (field: TextField | 'signature' | 'gender') => (event: { target: { value: string } }) =>
    setForm((prev) => ({ ...prev, [field]: event.target.value }));

  return (
    <section className="card p-5">
      <h2 className="mb-3 font-semibold">{t('setting.userInfo')}</h2>
      <form onSubmit={(event) => void save(event)} className="grid gap-3 md:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <label key={field} className="text-sm">
            {t(`setting.fields.${field}`)}
            <input className="input mt-1" value={form[field] ?? ''} onChange={set(field)} />
          </label>
        ))}
        <label className="text-sm">
          {t('setting.fields.gender')}
          <select className="input mt-1" value={form.gender ?? 'secrecy'} onChange={set('gender')}>
            <option value="male">{t('setting.gender.male')}</option>
            <option value="female">{t('setting.gender.female')}</option>
            <option value="secrecy">{t('setting.gender.secrecy')}</option>
          </select>
        </label>
        <label className="text-sm md:col-span-2">
          {t('setting.fields.signature')}
          <textarea className="input mt-1 h-24" value={form.signature ?? ''} onChange={set('signature')} />
        </label>
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

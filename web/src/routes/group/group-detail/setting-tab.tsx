/** A group's settings. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { updateGroup } from '@/hooks/api/group';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { GroupFormFields } from '../components/group-form-fields';
import { checkGroupForm, toGroupInput, type GroupFormValues } from '../group-form';
import { GroupAvatarSection } from './components/group-avatar-section';
import { useGroup } from './group-context';
import '@/i18n/areas/group';

/** Group settings (group roots): avatar, then the group form with the same rules. */
export default function GroupSettingTab() {
  const { t } = useTranslation();
  const { group, isRoot, reload } = useGroup();
  const [values, setValues] = useState<GroupFormValues>(() => ({
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    auth: group.auth,
    code: group.code ?? '',
    visible: group.visible,
    description: group.description ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!isRoot) {
    return (
      <p role="alert" className="card p-6 text-center text-sm text-slate-600">
        {t('groupPage.setting.rootOnly')}
      </p>
    );
  }
  const save = async () => {
    const problem = checkGroupForm(values);
    if (problem) return setError(t(`groupPage.${problem[0]}`, problem[1]));
    setError(null);
    setSaving(true);
    try {
      await updateGroup({ ...toGroupInput(values), id: group.id });
      toast('success', t('message.updateSuccessfully'));
      reload();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('error.server'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-3">
      <GroupAvatarSection />
      <form
        noValidate
        className="card p-4"
        data-testid="group-setting-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className="mb-3 font-semibold">{t('groupPage.setting.title')}</h2>
        <GroupFormFields
          values={values}
          descriptionRows={10}
          onChange={(patch) => setValues((old) => ({ ...old, ...patch }))}
        />
        {values.description.trim() ? (
          <details className="mb-3 text-sm">
            <summary className="cursor-pointer text-blue-700">{t('groupPage.preview')}</summary>
            <div className="mt-2 rounded border border-slate-200 p-3">
              <Markdown>{values.description}</Markdown>
            </div>
          </details>
        ) : null}
        {error ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving}
            data-testid="group-setting-save"
          >
            {t('common.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

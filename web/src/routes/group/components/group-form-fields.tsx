import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L, GroupJoinRule } from '@verdict/common';
import { needsCode, type GroupFormValues } from '../group-form';

interface GroupFormFieldsProps {
  values: GroupFormValues;
  onChange: (patch: Partial<GroupFormValues>) => void;
  /** Extra rows for the description box (the settings page gives it more room). */
  descriptionRows?: number;
}

const label = 'mb-3 block text-sm';
const caption = 'mb-1 block text-slate-600';

/** Name, short name, brief, join rule, code (not for public groups), visible and description. */
export function GroupFormFields({ values, onChange, descriptionRows = 5 }: GroupFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <label className={label}>
          <span className={caption}>{t('groupPage.form.name')} *</span>
          <input
            className="input"
            name="name"
            value={values.name}
            maxLength={L.nameMax}
            placeholder={t('groupPage.form.namePlaceholder', { min: L.nameMin, max: L.nameMax })}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </label>
        <label className={label}>
          <span className={caption}>{t('groupPage.form.shortName')} *</span>
          <input
            className="input uppercase"
            name="shortName"
            value={values.shortName}
            maxLength={L.shortNameMax}
            placeholder={t('groupPage.form.shortNamePlaceholder', {
              min: L.shortNameMin,
              max: L.shortNameMax,
            })}
            onChange={(event) => onChange({ shortName: event.target.value.toUpperCase() })}
          />
        </label>
      </div>
      <label className={label}>
        <span className={caption}>{t('groupPage.form.brief')}</span>
        <input
          className="input"
          name="brief"
          value={values.brief}
          maxLength={L.briefMax}
          placeholder={t('groupPage.form.briefPlaceholder', { max: L.briefMax })}
          onChange={(event) => onChange({ brief: event.target.value })}
        />
      </label>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <label className={label}>
          <span className={caption}>{t('groupPage.form.auth')} *</span>
          <select
            className="input"
            name="auth"
            value={values.auth}
            onChange={(event) => onChange({ auth: Number(event.target.value) })}
          >
            <option value={GroupJoinRule.PUBLIC}>{t('groupPage.auth.public')}</option>
            <option value={GroupJoinRule.PROTECTED}>{t('groupPage.auth.protected')}</option>
            <option value={GroupJoinRule.PRIVATE}>{t('groupPage.auth.private')}</option>
          </select>
        </label>
        {needsCode(values.auth) ? (
          <label className={label}>
            <span className={caption}>{t('groupPage.form.code')} *</span>
            <input
              className="input"
              name="code"
              value={values.code}
              maxLength={L.codeMax}
              placeholder={t('groupPage.form.codePlaceholder', { min: L.codeMin, max: L.codeMax })}
              onChange={(event) => onChange({ code: event.target.value })}
            />
          </label>
        ) : null}
      </div>
      <p className="-mt-2 mb-3 text-xs text-slate-500">{t('groupPage.form.authHint')}</p>
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="visible"
          checked={values.visible}
          onChange={(event) => onChange({ visible: event.target.checked })}
        />
        <span>{t('groupPage.form.visible')}</span>
        <span className="text-xs text-slate-500">{t('groupPage.form.visibleHint')}</span>
      </label>
      <label className={label}>
        <span className={caption}>{t('groupPage.form.description')}</span>
        <textarea
          className="input font-mono"
          name="description"
          rows={descriptionRows}
          value={values.description}
          placeholder={t('groupPage.form.descriptionPlaceholder')}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </label>
    </>
  );
}

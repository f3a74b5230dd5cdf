import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L, GroupJoinRule } from '@verdict/common';
import { needsCode, type GroupFormValues } from '../group-form';
import '@/i18n/areas/group';

interface GroupFormFieldsProps {
  values: GroupFormValues;
  onChange: (patch: Partial<GroupFormValues>) => void;
  /** Extra rows for the description box (the settings page gives it more room). */
  descriptionRows?: number;
}

/** A labelled form control; a required one gets a star after its caption. */
function Field({
  text,
  required = false,
  children,
}: {
  text: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="mb-3 block text-sm">
      <span className="mb-1 block text-slate-600">
        {text}
        {required ? ' *' : null}
      </span>
      {children}
    </label>
  );
}

interface TextFieldProps {
  name: keyof GroupFormValues;
  text: string;
  required?: boolean;
  value: string;
  maxLength: number;
  placeholder: string;
  /** Shows and stores the text in capitals (the short name). */
  uppercase?: boolean;
  onChange: (value: string) => void;
}

function TextField({
  name,
  text,
  required,
  value,
  maxLength,
  placeholder,
  uppercase = false,
  onChange,
}: TextFieldProps) {
  return (
    <Field text={text} required={required}>
      <input
        className={uppercase ? 'input uppercase' : 'input'}
        name={name}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)}
      />
    </Field>
  );
}

/** Name, short name, brief, join rule, code (not for public groups), visible and description. */
export function GroupFormFields({ values, onChange, descriptionRows = 5 }: GroupFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          name="name"
          text={t('groupPage.form.name')}
          required
          value={values.name}
          maxLength={L.nameMax}
          placeholder={t('groupPage.form.namePlaceholder', { min: L.nameMin, max: L.nameMax })}
          onChange={(name) => onChange({ name })}
        />
        <TextField
          name="shortName"
          text={t('groupPage.form.shortName')}
          required
          value={values.shortName}
          maxLength={L.shortNameMax}
          placeholder={t('groupPage.form.shortNamePlaceholder', { min: L.shortNameMin, max: L.shortNameMax })}
          uppercase
          onChange={(shortName) => onChange({ shortName })}
        />
      </div>
      <TextField
        name="brief"
        text={t('groupPage.form.brief')}
        value={values.brief}
        maxLength={L.briefMax}
        placeholder={t('groupPage.form.briefPlaceholder', { max: L.briefMax })}
        onChange={(brief) => onChange({ brief })}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field text={t('groupPage.form.auth')} required>
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
        </Field>
        {needsCode(values.auth) ? (
          <TextField
            name="code"
            text={t('groupPage.form.code')}
            required
            value={values.code}
            maxLength={L.codeMax}
            placeholder={t('groupPage.form.codePlaceholder', { min: L.codeMin, max: L.codeMax })}
            onChange={(code) => onChange({ code })}
          />
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
      <Field text={t('groupPage.form.description')}>
        <textarea
          className="input font-mono"
          name="description"
          rows={descriptionRows}
          value={values.description}
          placeholder={t('groupPage.form.descriptionPlaceholder')}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
    </>
  );
}

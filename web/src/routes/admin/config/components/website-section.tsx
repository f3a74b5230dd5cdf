import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebsiteConfig } from '@verdict/common';
import { saveWebConfig, useAdminWebConfig } from '@/hooks/api/admin-config';
import { FieldSet, LoadedSettings, SaveBar, SwitchField, TextField } from './settings-fields';
import { useSave } from './use-save';

/** The settings held as text. */
type TextKey = {
  [K in keyof WebsiteConfig]: WebsiteConfig[K] extends string ? K : never;
}[keyof WebsiteConfig];

const IDENTITY: { key: TextKey; max: number; multiline?: boolean }[] = [
  { key: 'name', max: 100 },
  { key: 'shortName', max: 20 },
  { key: 'description', max: 1000, multiline: true },
  { key: 'keywords', max: 500 },
  { key: 'baseUrl', max: 255 },
  { key: 'email', max: 255 },
];
const FOOTER: TextKey[] = ['recordName', 'recordUrl', 'projectName', 'projectUrl'];
const ABOUT_LINKS: TextKey[] = ['pythonIdeUrl', 'scratchIdeUrl', 'typingUrl', 'latexUrl'];

/** Website tab: names, registration, footer links and the About menu's tools. */
export function WebsiteSection() {
  return (
    <LoadedSettings answer={useAdminWebConfig()}>{(data) => <WebsiteForm initial={data} />}</LoadedSettings>
  );
}

function WebsiteForm({ initial }: { initial: WebsiteConfig }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const { saving, error, run } = useSave();
  const text = (key: TextKey, options: { max?: number; multiline?: boolean; url?: boolean } = {}) => (
    <TextField
      key={key}
      label={t(`adminConfig.website.${key}`)}
      value={form[key]}
      maxLength={options.max ?? 255}
      multiline={options.multiline}
      type={options.url ? 'url' : 'text'}
      testId={`website-${key}`}
      onChange={(value) => setForm({ ...form, [key]: value })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only this tab's fields: the judge tab saves the others, perhaps since this form was opened.
    const keys: (keyof WebsiteConfig)[] = [
      ...IDENTITY.map(({ key }) => key),
      ...FOOTER,
      ...ABOUT_LINKS,
      'register',
    ];
    void run(() => saveWebConfig(Object.fromEntries(keys.map((key) => [key, form[key]]))));
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <FieldSet legend={t('adminConfig.website.identity')}>
        {IDENTITY.map(({ key, max, multiline }) => text(key, { max, multiline }))}
        <SwitchField
          label={t('adminConfig.website.register')}
          checked={form.register}
          onChange={(register) => setForm({ ...form, register })}
        />
      </FieldSet>
      <FieldSet legend={t('adminConfig.website.footer')}>
        {FOOTER.map((key) => text(key, { url: key.endsWith('Url') }))}
      </FieldSet>
      <FieldSet legend={t('adminConfig.website.aboutMenu')}>
        <p className="text-xs text-slate-500">{t('adminConfig.website.aboutMenuHint')}</p>
        {ABOUT_LINKS.map((key) => text(key, { url: true }))}
      </FieldSet>
      <SaveBar saving={saving} error={error} />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchConfigView } from '@verdict/common';
import { saveSwitchConfig, useSwitchConfig } from '@/hooks/api/admin-config';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  FieldSet,
  NumberField,
  SaveBar,
  SettingsLoadState,
  SwitchField,
} from '../config/components/settings-fields';
import { useSave } from '../config/components/use-save';

type BooleanKey =
  'register' | 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment' | 'imchat';
type LimitKey =
  | 'defaultCreateDiscussionDailyLimit'
  | 'defaultCreateDiscussionACInitValue'
  | 'defaultCreateCommentACInitValue'
  | 'defaultCreateGroupDailyLimit'
  | 'defaultCreateGroupLimit'
  | 'defaultCreateGroupACInitValue';

/** Each feature's switches and limits, in the order of the screen. */
const GROUPS: { key: string; switches: BooleanKey[]; limits: { key: LimitKey; max: number }[] }[] = [
  { key: 'account', switches: ['register'], limits: [] },
  {
    key: 'discussion',
    switches: ['openPublicDiscussion', 'openGroupDiscussion'],
    limits: [
      { key: 'defaultCreateDiscussionDailyLimit', max: 1000 },
      { key: 'defaultCreateDiscussionACInitValue', max: 100000 },
      { key: 'defaultCreateCommentACInitValue', max: 100000 },
    ],
  },
  {
    key: 'group',
    switches: [],
    limits: [
      { key: 'defaultCreateGroupDailyLimit', max: 1000 },
      { key: 'defaultCreateGroupLimit', max: 1000 },
      { key: 'defaultCreateGroupACInitValue', max: 100000 },
    ],
  },
  { key: 'contest', switches: ['openContestComment'], limits: [] },
  { key: 'chat', switches: ['imchat'], limits: [] },
];
const KEYS = GROUPS.flatMap((group) => [...group.switches, ...group.limits.map((limit) => limit.key)]);

/** /admin/switch: registration, discussions, groups, contest comments and the chat, each with its limits. */
export default function AdminSwitchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminConfig.switch.title'));
  const { data, error, mutate } = useSwitchConfig();
  return (
    <section className="card p-4">
      <h1 className="mb-3 text-lg font-semibold">{t('adminConfig.switch.title')}</h1>
      {data ? (
        <SwitchForm initial={data} />
      ) : (
        <SettingsLoadState error={error} onRetry={() => void mutate()} />
      )}
    </section>
  );
}

function SwitchForm({ initial }: { initial: SwitchConfigView }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const { saving, error, run } = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only this screen's settings: the judge switches belong to the config screen.
    void run(() => saveSwitchConfig(Object.fromEntries(KEYS.map((key) => [key, form[key]]))));
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {GROUPS.map((group) => (
        <FieldSet key={group.key} legend={t(`adminConfig.switch.${group.key}`)}>
          {group.switches.map((key) => (
            <SwitchField
              key={key}
              label={t(`adminConfig.switch.${key}`)}
              checked={form[key]}
              onChange={(value) => setForm({ ...form, [key]: value })}
            />
          ))}
          {group.limits.map(({ key, max }) => (
            <NumberField
              key={key}
              label={t(`adminConfig.switch.${key}`)}
              value={form[key]}
              min={0}
              max={max}
              onChange={(value) => setForm({ ...form, [key]: value ?? 0 })}
            />
          ))}
        </FieldSet>
      ))}
      <SaveBar saving={saving} error={error} />
    </form>
  );
}

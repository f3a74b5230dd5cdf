import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantConfigForm, AssistantConfigView } from '@verdict/common';
import { saveAssistantConfig, useAssistantConfig } from '@/hooks/api/admin-assistant';
import { AssistantTestButton } from './assistant-test-button';
import { FieldSet, LoadedSettings, NumberField, SaveBar, SwitchField, TextField } from './settings-fields';
import { useSave } from './use-save';
import '@/i18n/areas/admin-assistant';

/** The form's values: the settings as read, numbers left empty while typed, the key the admin types. */
type Draft = Omit<AssistantConfigView, 'dailyMessages' | 'streamsPerUser' | 'maxMessageLength' | 'apiKey'> & {
  apiKey: string;
  dailyMessages: number | null;
  streamsPerUser: number | null;
  maxMessageLength: number | null;
};

/** What is sent: the editable fields; an empty number keeps the stored one, so does an empty key. */
function toForm(draft: Draft): AssistantConfigForm {
  return {
    enabled: draft.enabled,
    baseUrl: draft.baseUrl.trim(),
    model: draft.model.trim(),
    apiKey: draft.apiKey,
    systemPrompt: draft.systemPrompt,
    hintRule: draft.hintRule,
    dailyMessages: draft.dailyMessages ?? undefined,
    streamsPerUser: draft.streamsPerUser ?? undefined,
    maxMessageLength: draft.maxMessageLength ?? undefined,
  };
}

/** AI assistant tab: the switch, the model (address, name, key), its instructions and the limits. */
export function AssistantSection() {
  return (
    <LoadedSettings answer={useAssistantConfig()}>
      {(data) => <AssistantForm initial={data} />}
    </LoadedSettings>
  );
}

function AssistantForm({ initial }: { initial: AssistantConfigView }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({ ...initial, apiKey: '' });
  const { saving, error, run } = useSave();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await saveAssistantConfig(toForm(draft));
      setDraft((current) => ({
        ...current,
        apiKey: '',
        apiKeySet: current.apiKeySet || current.apiKey !== '',
      }));
    });
  };
  const keyHint = draft.apiKeySet
    ? t('adminAssistant.apiKeyKept')
    : t(initial.serverApiKeySet ? 'adminAssistant.apiKeyServer' : 'adminAssistant.apiKeyNone');
  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="assistant-config">
      <FieldSet legend={t('adminAssistant.service')}>
        <SwitchField
          label={t('adminAssistant.enabled')}
          hint={t('adminAssistant.enabledHint')}
          checked={draft.enabled}
          onChange={(value) => set('enabled', value)}
        />
      </FieldSet>
      <FieldSet legend={t('adminAssistant.model')}>
        <TextField
          label={t('adminAssistant.baseUrl')}
          type="url"
          value={draft.baseUrl}
          maxLength={500}
          placeholder={initial.serverBaseUrl || t('adminAssistant.notSet')}
          hint={t('adminAssistant.baseUrlHint')}
          testId="assistant-base-url"
          onChange={(value) => set('baseUrl', value)}
        />
        <TextField
          label={t('adminAssistant.modelName')}
          value={draft.model}
          maxLength={200}
          placeholder={initial.serverModel || t('adminAssistant.notSet')}
          hint={t('adminAssistant.modelHint')}
          testId="assistant-model"
          onChange={(value) => set('model', value)}
        />
        <TextField
          label={t('adminAssistant.apiKey')}
          type="password"
          value={draft.apiKey}
          maxLength={500}
          hint={keyHint}
          testId="assistant-api-key"
          onChange={(value) => set('apiKey', value)}
        />
      </FieldSet>
      <FieldSet legend={t('adminAssistant.prompts')}>
        <TextField
          label={t('adminAssistant.systemPrompt')}
          multiline
          value={draft.systemPrompt}
          maxLength={10000}
          testId="assistant-system-prompt"
          onChange={(value) => set('systemPrompt', value)}
        />
        <TextField
          label={t('adminAssistant.hintRule')}
          multiline
          value={draft.hintRule}
          maxLength={10000}
          hint={t('adminAssistant.hintRuleHint')}
          testId="assistant-hint-rule"
          onChange={(value) => set('hintRule', value)}
        />
      </FieldSet>
      <FieldSet legend={t('adminAssistant.limits')}>
        <NumberField
          label={t('adminAssistant.dailyMessages')}
          hint={t('adminAssistant.dailyMessagesHint')}
          value={draft.dailyMessages}
          min={0}
          max={100000}
          onChange={(value) => set('dailyMessages', value)}
        />
        <NumberField
          label={t('adminAssistant.streamsPerUser')}
          value={draft.streamsPerUser}
          min={1}
          max={100}
          onChange={(value) => set('streamsPerUser', value)}
        />
        <NumberField
          label={t('adminAssistant.maxMessageLength')}
          value={draft.maxMessageLength}
          min={1}
          max={100000}
          onChange={(value) => set('maxMessageLength', value)}
        />
      </FieldSet>
      <SaveBar saving={saving} error={error} />
      <AssistantTestButton form={() => toForm(draft)} />
    </form>
  );
}

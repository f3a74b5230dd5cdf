import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchConfigView, WebsiteConfig } from '@verdict/common';
import {
  saveSwitchConfig,
  saveWebConfig,
  useAdminWebConfig,
  useSwitchConfig,
} from '@/hooks/api/admin-config';
import { FieldSet, NumberField, SaveBar, SettingsLoadState, SwitchField } from './settings-fields';
import { useSave } from './use-save';

type JudgeTabSwitches = Pick<
  SwitchConfigView,
  | 'openPublicJudge'
  | 'openContestJudge'
  | 'openGroupJudge'
  | 'hideNonContestSubmissionCode'
  | 'defaultSubmitInterval'
  | 'serverSubmitInterval'
>;
type FailingCase = Pick<WebsiteConfig, 'openFailingCaseDownload' | 'failingCaseDownloadsPerDay'>;
const JUDGE_SWITCHES = [
  'openPublicJudge',
  'openContestJudge',
  'openGroupJudge',
  'hideNonContestSubmissionCode',
] as const;

/** Judge tab: which submissions are judged, hidden practice code, the submit interval, failing-case downloads. */
export function JudgeSection() {
  const switches = useSwitchConfig();
  const website = useAdminWebConfig();
  if (!switches.data || !website.data) {
    const retry = () => {
      if (switches.error) void switches.mutate();
      if (website.error) void website.mutate();
    };
    return <SettingsLoadState error={switches.error ?? website.error} onRetry={retry} />;
  }
  return <JudgeForm switches={switches.data} website={website.data} />;
}

function JudgeForm({ switches, website }: { switches: JudgeTabSwitches; website: FailingCase }) {
  const { t } = useTranslation();
  const [judge, setJudge] = useState(switches);
  const [failing, setFailing] = useState(website);
  const { saving, error, run } = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      // Only this tab's switches: the others belong to the switch screen.
      const switches = Object.fromEntries(JUDGE_SWITCHES.map((key) => [key, judge[key]]));
      await saveSwitchConfig({ ...switches, defaultSubmitInterval: judge.defaultSubmitInterval });
      await saveWebConfig(failing);
    });
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <FieldSet legend={t('adminConfig.judge.switches')}>
        {JUDGE_SWITCHES.map((key) => (
          <SwitchField
            key={key}
            label={t(`adminConfig.judge.${key}`)}
            hint={t(`adminConfig.judge.${key}Hint`)}
            checked={judge[key]}
            onChange={(value) => setJudge({ ...judge, [key]: value })}
          />
        ))}
      </FieldSet>
      <FieldSet legend={t('adminConfig.judge.limits')}>
        <NumberField
          label={t('adminConfig.judge.submitInterval')}
          hint={t('adminConfig.judge.submitIntervalHint', { seconds: judge.serverSubmitInterval })}
          placeholder={String(judge.serverSubmitInterval)}
          value={judge.defaultSubmitInterval}
          min={0}
          max={3600}
          onChange={(value) => setJudge({ ...judge, defaultSubmitInterval: value })}
        />
        <SwitchField
          label={t('adminConfig.judge.failingCase')}
          hint={t('adminConfig.judge.failingCaseHint')}
          checked={failing.openFailingCaseDownload}
          onChange={(value) => setFailing({ ...failing, openFailingCaseDownload: value })}
        />
        <NumberField
          label={t('adminConfig.judge.failingCasePerDay')}
          value={failing.failingCaseDownloadsPerDay}
          min={1}
          max={1000}
          onChange={(value) => setFailing({ ...failing, failingCaseDownloadsPerDay: value ?? 0 })}
        />
      </FieldSet>
      <SaveBar saving={saving} error={error} />
    </form>
  );
}

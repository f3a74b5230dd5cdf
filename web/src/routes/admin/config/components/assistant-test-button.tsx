import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantConfigForm, AssistantConnectionTest } from '@verdict/common';
import { testAssistantConnection } from '@/hooks/api/admin-assistant';
import { ApiError } from '@/lib/api-client';
import '@/i18n/areas/admin-assistant';

/** Tries the values in the form (saved or not) and shows the model's answer or its error, with the time taken. */
export function AssistantTestButton({ form }: { form: () => AssistantConfigForm }) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<AssistantConnectionTest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const test = async () => {
    setTesting(true);
    setOutcome(null);
    setRefusal(null);
    try {
      setOutcome(await testAssistantConnection(form()));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('adminConfig.saveFailed'));
    } finally {
      setTesting(false);
    }
  };
  const text = outcome
    ? t(outcome.ok ? 'adminAssistant.testOk' : 'adminAssistant.testFailed', {
        ms: outcome.milliseconds,
        message: outcome.message,
      })
    : refusal;
  return (
    <div className="space-y-1 rounded border border-slate-200 p-4">
      <p className="text-xs text-slate-500">{t('adminAssistant.testHint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn"
          disabled={testing}
          onClick={() => void test()}
          data-testid="assistant-test"
        >
          {testing ? t('adminAssistant.testing') : t('adminAssistant.test')}
        </button>
        <p
          role="status"
          className={`min-w-0 text-sm break-words whitespace-pre-wrap ${outcome?.ok ? 'text-green-700' : 'text-red-700'}`}
          data-testid="assistant-test-outcome"
        >
          {text}
        </p>
      </div>
    </div>
  );
}

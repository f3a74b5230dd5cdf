import { useTranslation } from 'react-i18next';
import { useAssistantUsage } from '@/hooks/api/admin-assistant';
import { DashboardCard } from './dashboard-card';
import '@/i18n/areas/admin-assistant';

/** The problem assistant since midnight UTC: messages, users who sent them, and tokens used. */
export function AssistantUsageCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAssistantUsage();
  return (
    <DashboardCard
      id="assistant-usage-title"
      title={t('adminAssistant.usage.title')}
      legend={<p className="mb-2 text-xs text-slate-500">{t('adminAssistant.usage.legend')}</p>}
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {(usage) => (
        <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="assistant-usage">
          <div>
            <dt className="text-xs text-slate-500">{t('adminAssistant.usage.messages')}</dt>
            <dd className="text-xl font-semibold" data-testid="assistant-usage-messages">
              {usage.messages}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('adminAssistant.usage.users')}</dt>
            <dd className="text-xl font-semibold" data-testid="assistant-usage-users">
              {usage.users}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('adminAssistant.usage.tokens')}</dt>
            <dd className="text-xl font-semibold" data-testid="assistant-usage-tokens">
              {usage.promptTokens + usage.completionTokens}
            </dd>
            <dd className="text-xs text-slate-500">
              {t('adminAssistant.usage.tokensDetail', {
                prompt: usage.promptTokens,
                completion: usage.completionTokens,
              })}
            </dd>
          </div>
        </dl>
      )}
    </DashboardCard>
  );
}

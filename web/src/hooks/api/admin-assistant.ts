/** The back office's problem assistant: its settings, a connection test, and today's usage. */
import useSWR, { mutate } from 'swr';
import type {
  AssistantConfigForm,
  AssistantConfigView,
  AssistantConnectionTest,
  AssistantUsage,
} from '@verdict/common';
import { api } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';
import { assistantStatusKey } from './assistant-status';
import { DASHBOARD_REFRESH_MS } from './admin-dashboard';

export const adminAssistantKeys = {
  config: (): SwrKey => ['/api/admin/config/get-assistant-config'],
  usage: (): SwrKey => ['/api/admin/dashboard/get-assistant-usage'],
};

export const useAssistantConfig = () =>
  useSWR<AssistantConfigView>(adminAssistantKeys.config(), { revalidateOnFocus: false });

export const useAssistantUsage = () =>
  useSWR<AssistantUsage>(adminAssistantKeys.usage(), {
    refreshInterval: DASHBOARD_REFRESH_MS,
    keepPreviousData: true,
  });

/** Saves (absent fields and an empty key keep their value), then re-reads what the pages see. */
export async function saveAssistantConfig(form: AssistantConfigForm): Promise<void> {
  await api.put<unknown>('/api/admin/config/set-assistant-config', form, { silent: true });
  await Promise.all([mutate(adminAssistantKeys.config()), mutate(assistantStatusKey())]);
}

/** Asks the model a short question with these values over the stored ones; the answer or the error comes back. */
export const testAssistantConnection = (form: AssistantConfigForm) =>
  api.post<AssistantConnectionTest>('/api/admin/config/test-assistant', form, { silent: true });

/** The super admin's settings calls: website, SMTP, switches (`/api/admin/config`, `/api/admin/switch`). */
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import type {
  EmailConfigForm,
  EmailConfigView,
  MailRoute,
  SwitchConfigView,
  WebsiteConfig,
} from '@verdict/common';

/** The SMTP screen's form: the settings as read, with the password the admin types in. */
export type EmailConfigDraft = Omit<EmailConfigView, 'emailPassword'> & { emailPassword: string };

const NO_FOCUS_RELOAD = { revalidateOnFocus: false } as const;

export const useAdminWebConfig = () => useSWR<WebsiteConfig>(swrKeys.adminWebConfig(), NO_FOCUS_RELOAD);
export const useEmailConfig = () => useSWR<EmailConfigView>(swrKeys.adminEmailConfig(), NO_FOCUS_RELOAD);
export const useSwitchConfig = () => useSWR<SwitchConfigView>(swrKeys.adminSwitchConfig(), NO_FOCUS_RELOAD);

/** Saves and refreshes what every page reads (the top bar's short name, the register button…). */
export async function saveWebConfig(changes: Partial<WebsiteConfig>): Promise<void> {
  await api.put<WebsiteConfig>('/api/admin/config/set-web-config', changes, { silent: true });
  await Promise.all([mutate(swrKeys.adminWebConfig()), mutate(swrKeys.websiteConfig())]);
}

export async function saveEmailConfig(changes: EmailConfigForm): Promise<void> {
  const saved = await api.put<EmailConfigView>('/api/admin/config/set-email-config', changes, {
    silent: true,
  });
  await mutate(swrKeys.adminEmailConfig(), saved, { revalidate: false });
}

export const sendTestMail = (email: string) =>
  api.post<{ via: MailRoute }>('/api/admin/config/test-email', { email }, { silent: true });

export async function saveSwitchConfig(changes: Partial<SwitchConfigView>): Promise<void> {
  const saved = await api.put<SwitchConfigView>('/api/admin/switch/update', changes, { silent: true });
  await Promise.all([
    mutate(swrKeys.adminSwitchConfig(), saved, { revalidate: false }),
    mutate(swrKeys.websiteConfig()),
  ]);
}

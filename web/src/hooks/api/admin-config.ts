/** The super admin's settings calls: website, SMTP, switches (`/api/admin/config`, `/api/admin/switch`). */
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import type { WebsiteConfig } from '@/types/account';

export type AdminWebsiteConfig = Required<
  Pick<
    WebsiteConfig,
    | 'baseUrl'
    | 'name'
    | 'shortName'
    | 'description'
    | 'register'
    | 'recordName'
    | 'recordUrl'
    | 'projectName'
    | 'projectUrl'
    | 'email'
    | 'pythonIdeUrl'
    | 'scratchIdeUrl'
    | 'typingUrl'
    | 'latexUrl'
    | 'openFailingCaseDownload'
    | 'failingCaseDownloadsPerDay'
  >
> & { keywords: string };

export interface EmailConfig {
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  /** Always empty when read; leaving it empty on save keeps the stored password. */
  emailPassword: string;
  emailPasswordSet?: boolean;
  emailSsl: boolean;
  emailBGImg: string;
}

export interface SwitchConfig {
  openPublicJudge: boolean;
  openGroupJudge: boolean;
  openContestJudge: boolean;
  /** Practice code hidden from all but root and problem admins, authors included. */
  hideNonContestSubmissionCode: boolean;
  /** null: the server's own interval (serverSubmitInterval). */
  defaultSubmitInterval: number | null;
  serverSubmitInterval: number;
  register: boolean;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  defaultCreateDiscussionDailyLimit: number;
  defaultCreateDiscussionACInitValue: number;
  defaultCreateCommentACInitValue: number;
  defaultCreateGroupDailyLimit: number;
  defaultCreateGroupLimit: number;
  defaultCreateGroupACInitValue: number;
}

/** Where the test mail went: an SMTP server, or the server's outbox folder when none is set. */
export type MailRoute = 'smtp' | 'outbox';

const NO_FOCUS_RELOAD = { revalidateOnFocus: false } as const;

export const useAdminWebConfig = () => useSWR<AdminWebsiteConfig>(swrKeys.adminWebConfig(), NO_FOCUS_RELOAD);
export const useEmailConfig = () => useSWR<EmailConfig>(swrKeys.adminEmailConfig(), NO_FOCUS_RELOAD);
export const useSwitchConfig = () => useSWR<SwitchConfig>(swrKeys.adminSwitchConfig(), NO_FOCUS_RELOAD);

/** Saves and refreshes what every page reads (the top bar's short name, the register button…). */
export async function saveWebConfig(changes: Partial<AdminWebsiteConfig>): Promise<void> {
  await api.put<AdminWebsiteConfig>('/api/admin/config/set-web-config', changes, { silent: true });
  await Promise.all([mutate(swrKeys.adminWebConfig()), mutate(swrKeys.websiteConfig())]);
}

export async function saveEmailConfig(changes: EmailConfig): Promise<void> {
  const saved = await api.put<EmailConfig>('/api/admin/config/set-email-config', changes, { silent: true });
  await mutate(swrKeys.adminEmailConfig(), saved, { revalidate: false });
}

export const sendTestMail = (email: string) =>
  api.post<{ via: MailRoute }>('/api/admin/config/test-email', { email }, { silent: true });

export async function saveSwitchConfig(changes: Partial<SwitchConfig>): Promise<void> {
  const saved = await api.put<SwitchConfig>('/api/admin/switch/update', changes, { silent: true });
  await Promise.all([
    mutate(swrKeys.adminSwitchConfig(), saved, { revalidate: false }),
    mutate(swrKeys.websiteConfig()),
  ]);
}

/** The website settings' defaults, and the fields HOJ's own admin form edits. */
import type { WebsiteConfig } from '@verdict/common';

/**
 * The website settings HOJ's own admin form edits. Its client trims every value but `register` as
 * text before saving, so it is given these fields only.
 */
export const HOJ_WEBSITE_FIELDS = [
  'baseUrl',
  'name',
  'shortName',
  'description',
  'register',
  'recordName',
  'recordUrl',
  'projectName',
  'projectUrl',
] as const satisfies readonly (keyof WebsiteConfig)[];

export type HojWebsiteConfig = Pick<WebsiteConfig, (typeof HOJ_WEBSITE_FIELDS)[number]>;

export function toHojWebsiteConfig(config: WebsiteConfig): HojWebsiteConfig {
  return Object.fromEntries(HOJ_WEBSITE_FIELDS.map((field) => [field, config[field]])) as HojWebsiteConfig;
}

export function defaultWebsiteConfig(baseUrl: string): WebsiteConfig {
  return {
    baseUrl,
    name: 'Verdict Online Judge',
    shortName: 'OJ',
    description: 'An open online judge for schools, training camps and contests',
    keywords: 'online judge, programming, contest',
    register: true,
    recordName: '',
    recordUrl: '',
    projectName: 'Verdict',
    projectUrl: '',
    email: '',
    openPublicDiscussion: true,
    openGroupDiscussion: true,
    openContestComment: true,
    imchat: false,
    pythonIdeUrl: '',
    scratchIdeUrl: '',
    typingUrl: '',
    latexUrl: '',
    openFailingCaseDownload: true,
    failingCaseDownloadsPerDay: 10,
  };
}

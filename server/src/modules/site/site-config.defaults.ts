/** Website settings (HOJ WebConfig) and their defaults. */
export interface WebsiteConfig {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  keywords: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  email: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  imchat: boolean;
  /** External tools in the About menu; an empty link hides its entry. */
  pythonIdeUrl: string;
  scratchIdeUrl: string;
  typingUrl: string;
  latexUrl: string;
  /** The owner of a wrong answer may download its first failing case outside contests… */
  openFailingCaseDownload: boolean;
  /** …this many times a day at most, so the test set cannot be collected case by case. */
  failingCaseDownloadsPerDay: number;
}

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

/** The settings as the public config route serves them, with the server's submit interval. */
export interface PublicWebsiteConfig extends WebsiteConfig {
  /** Seconds between two submissions (and between two test runs) of one user; 0 = no limit. */
  submitIntervalSeconds: number;
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

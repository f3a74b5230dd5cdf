import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { PublicWebsiteConfig, WebsiteConfig } from '@verdict/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { MailService, type SmtpSettings } from '../../infra/mail/mail.service';
import { AssistantConfig, DEFAULT_ASSISTANT_CONFIG } from './assistant-config.defaults';
import { DEFAULT_EMAIL_CONFIG, EmailConfig } from './email-config.defaults';
import { defaultWebsiteConfig } from './site-config.defaults';
import { SiteConfigCache } from './site-config-cache';
import { SiteConfigEntity } from './site-config.entity';
import { DEFAULT_SWITCH_CONFIG, SwitchConfig } from './switch-config.defaults';

/** The stored settings groups, one row each, by row name. */
export interface SettingsGroups {
  website: WebsiteConfig;
  switch: SwitchConfig;
  email: EmailConfig;
  assistant: AssistantConfig;
}

export type SettingsChanges = { [G in keyof SettingsGroups]?: Partial<SettingsGroups[G]> };

export interface DiscussionRules {
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  dailyLimit: number;
  acceptedToPost: number;
  acceptedToComment: number;
}

export interface GroupRules {
  dailyLimit: number;
  ownedLimit: number;
  acceptedToCreate: number;
}

export interface JudgeSwitches {
  openPublicJudge: boolean;
  openGroupJudge: boolean;
  openContestJudge: boolean;
}

/**
 * The one home of the admin-editable settings (website, switches, SMTP). Unset keys fall back to
 * the defaults; features ask the typed getters below instead of reading a group themselves.
 */
@Injectable()
export class SiteConfigService implements OnModuleInit {
  constructor(
    @InjectRepository(SiteConfigEntity) private readonly rows: Repository<SiteConfigEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: SiteConfigCache,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    // Mail goes through the SMTP server stored here when there is one, else SMTP_URL.
    this.mail.useSettings(() => this.smtpSettings());
  }

  website(): Promise<WebsiteConfig> {
    return this.group('website');
  }

  switches(): Promise<SwitchConfig> {
    return this.group('switch');
  }

  email(): Promise<EmailConfig> {
    return this.group('email');
  }

  assistant(): Promise<AssistantConfig> {
    return this.group('assistant');
  }

  /**
   * What every page reads: the settings plus the submit interval in force, so the editor counts
   * the wait down on its buttons instead of letting a click hit the limit.
   */
  async publicWebsite(): Promise<PublicWebsiteConfig> {
    return {
      ...(await this.website()),
      submitIntervalSeconds: await this.submitIntervalSeconds(),
      languageServerOrigin: this.config.languageServers.origin,
    };
  }

  /** Seconds between two practice submissions of one user: the stored setting, else the server's. */
  async submitIntervalSeconds(): Promise<number> {
    return (await this.switches()).defaultSubmitInterval ?? this.config.submitIntervalSeconds;
  }

  /** Whether practice code is hidden from all but root and problem admins (see AccessService). */
  async hidesPracticeCode(): Promise<boolean> {
    return (await this.switches()).hideNonContestSubmissionCode;
  }

  async judgeSwitches(): Promise<JudgeSwitches> {
    const { openPublicJudge, openGroupJudge, openContestJudge } = await this.switches();
    return { openPublicJudge, openGroupJudge, openContestJudge };
  }

  async registerOpen(): Promise<boolean> {
    return (await this.website()).register;
  }

  async contestCommentsOpen(): Promise<boolean> {
    return (await this.website()).openContestComment;
  }

  async discussionRules(): Promise<DiscussionRules> {
    const [site, s] = await Promise.all([this.website(), this.switches()]);
    return {
      openPublicDiscussion: site.openPublicDiscussion,
      openGroupDiscussion: site.openGroupDiscussion,
      dailyLimit: s.defaultCreateDiscussionDailyLimit,
      acceptedToPost: s.defaultCreateDiscussionACInitValue,
      acceptedToComment: s.defaultCreateCommentACInitValue,
    };
  }

  async groupRules(): Promise<GroupRules> {
    const s = await this.switches();
    return {
      dailyLimit: s.defaultCreateGroupDailyLimit,
      ownedLimit: s.defaultCreateGroupLimit,
      acceptedToCreate: s.defaultCreateGroupACInitValue,
    };
  }

  /** The stored SMTP server, or null when none is set (mail then uses SMTP_URL or the outbox). */
  async smtpSettings(): Promise<SmtpSettings | null> {
    const email = await this.email();
    if (!email.emailHost) return null;
    return {
      host: email.emailHost,
      port: email.emailPort,
      secure: email.emailSsl,
      username: email.emailUsername,
      password: email.emailPassword,
      backgroundImage: email.emailBGImg,
    };
  }

  /** Every settings group as it is now. */
  async all(): Promise<SettingsGroups> {
    const [website, switches, email, assistant] = await Promise.all([
      this.website(),
      this.switches(),
      this.email(),
      this.assistant(),
    ]);
    return { website, switch: switches, email, assistant };
  }

  /**
   * Changes several groups in one transaction (absent fields keep their value), then has every
   * API instance drop them from memory. Rows are read afresh so no instance writes a stale copy.
   */
  async update(changes: SettingsChanges): Promise<SettingsGroups> {
    const names = Object.keys(changes) as (keyof SettingsGroups)[];
    await this.transactions.run(async (manager) => {
      const rows = manager.getRepository(SiteConfigEntity);
      for (const name of names) {
        const row = await rows.findOne({ where: { name }, lock: this.transactions.lockMode() });
        const defined = Object.entries(changes[name] ?? {}).filter(([, value]) => value !== undefined);
        const next = { ...this.parse(name, row), ...Object.fromEntries(defined) };
        await rows.save({ name, value: JSON.stringify(next) });
      }
    });
    for (const name of names) await this.cache.changed(name);
    return this.all();
  }

  /** A group from memory, else from its row; callers get a copy they may change. */
  private async group<G extends keyof SettingsGroups>(name: G): Promise<SettingsGroups[G]> {
    const cached = this.cache.get<SettingsGroups[G]>(name);
    if (cached) return { ...cached };
    const value = this.parse(name, await this.rows.findOneBy({ name }));
    this.cache.set(name, value);
    return { ...value };
  }

  private parse<G extends keyof SettingsGroups>(name: G, row: SiteConfigEntity | null): SettingsGroups[G] {
    const defaults: SettingsGroups = {
      website: defaultWebsiteConfig(this.config.baseUrl),
      switch: DEFAULT_SWITCH_CONFIG,
      email: DEFAULT_EMAIL_CONFIG,
      assistant: DEFAULT_ASSISTANT_CONFIG,
    };
    const stored = row ? (JSON.parse(row.value) as Partial<SettingsGroups[G]>) : {};
    return { ...defaults[name], ...stored };
  }
}

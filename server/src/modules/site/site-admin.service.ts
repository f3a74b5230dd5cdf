import { Inject, Injectable } from '@nestjs/common';
import type { EmailConfigView, MailRoute, SwitchConfigView, WebsiteConfig } from '@verdict/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { MailService } from '../../infra/mail/mail.service';
import type { Actor } from '../audit/actor';
import { AuditedSettings } from './audited-settings';
import { toEmailConfigView } from './email-config.defaults';
import { SiteConfigService } from './site-config.service';
import { UpdateEmailConfigDto } from './site-email.dto';
import { UpdateSwitchConfigDto } from './site-switch.dto';
import { UpdateWebsiteConfigDto } from './site.dto';
import { isWebsiteSwitch, SwitchConfig, WEBSITE_SWITCHES, WebsiteSwitchName } from './switch-config.defaults';

/**
 * The admin screens' view of the settings (switches gathered from two groups, SMTP without its
 * password) and their changes, each recorded in the audit log.
 */
@Injectable()
export class SiteAdminService {
  constructor(
    private readonly settings: SiteConfigService,
    private readonly mail: MailService,
    private readonly audited: AuditedSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async switchView(): Promise<SwitchConfigView> {
    const [website, switches] = await Promise.all([this.settings.website(), this.settings.switches()]);
    const websiteSwitches = Object.fromEntries(
      WEBSITE_SWITCHES.map((name) => [name, website[name]]),
    ) as Record<WebsiteSwitchName, boolean>;
    return { ...switches, ...websiteSwitches, serverSubmitInterval: this.config.submitIntervalSeconds };
  }

  /** Registration and the discussion/comment switches stay in the website group, where pages read them. */
  async updateSwitches(dto: UpdateSwitchConfigDto, admin: Actor): Promise<SwitchConfigView> {
    const website: Record<string, unknown> = {};
    const switches: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(dto)) (isWebsiteSwitch(key) ? website : switches)[key] = value;
    await this.audited.change(admin, 'switch', {
      website: website as Partial<Record<WebsiteSwitchName, boolean>>,
      switch: switches as Partial<SwitchConfig>,
    });
    return this.switchView();
  }

  async updateWebsite(dto: UpdateWebsiteConfigDto, admin: Actor): Promise<WebsiteConfig> {
    return (await this.audited.change(admin, 'website', { website: dto })).website;
  }

  async emailView(): Promise<EmailConfigView> {
    return toEmailConfigView(await this.settings.email());
  }

  async updateEmail(dto: UpdateEmailConfigDto, admin: Actor): Promise<EmailConfigView> {
    const { emailPassword, ...rest } = dto;
    const changes = emailPassword ? { ...rest, emailPassword } : rest;
    return toEmailConfigView((await this.audited.change(admin, 'email', { email: changes })).email);
  }

  /** Sends a short mail through the configured route; `via` says whether it left through SMTP. */
  async sendTestMail(to: string): Promise<{ via: MailRoute }> {
    const { shortName, name } = await this.settings.website();
    const background = await this.mail.backgroundImage();
    const text = `This is a test mail from ${name}. The mail settings work.`;
    const via = await this.mail.sendTest({
      to,
      subject: `${shortName} test mail`,
      text,
      html: `${background ? `<img src="${encodeURI(background)}" alt="" style="max-width:100%">` : ''}<p>${escapeHtml(text)}</p>`,
    });
    return { via };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

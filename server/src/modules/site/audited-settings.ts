import { Injectable } from '@nestjs/common';
import type { AuditChanges } from '@verdict/common';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { type SettingsChanges, SiteConfigService, type SettingsGroups } from './site-config.service';

/** The screens of the back office that change settings, as the audit log names them. */
const SCREENS = {
  website: { action: 'config.change', label: 'Website' },
  email: { action: 'config.change', label: 'SMTP' },
  assistant: { action: 'config.change', label: 'AI assistant' },
  switch: { action: 'switch.change', label: 'Switches' },
} as const;

export type SettingsScreen = keyof typeof SCREENS;

/** The values of the changed keys of each changed group, in one object (no two groups share a key). */
function valuesOf(groups: SettingsGroups, changes: SettingsChanges): AuditChanges {
  const values: AuditChanges = {};
  for (const [name, changed] of Object.entries(changes) as [keyof SettingsGroups, object][]) {
    const group = groups[name] as unknown as AuditChanges;
    for (const key of Object.keys(changed)) values[key] = group[key];
  }
  return values;
}

/**
 * Settings changed by an admin on one screen of the back office: written as
 * `SiteConfigService.update` writes them, then recorded in the audit log with the fields that
 * changed (the SMTP password and the model's key masked).
 */
@Injectable()
export class AuditedSettings {
  constructor(
    private readonly settings: SiteConfigService,
    private readonly audit: AuditTrail,
  ) {}

  async change(admin: Actor, screen: SettingsScreen, changes: SettingsChanges): Promise<SettingsGroups> {
    const before = await this.settings.all();
    const after = await this.settings.update(changes);
    const { action, label } = SCREENS[screen];
    await this.audit.recordChange(admin, {
      action,
      target: { kind: 'config', id: screen, label },
      before: valuesOf(before, changes),
      after: valuesOf(after, changes),
    });
    return after;
  }
}

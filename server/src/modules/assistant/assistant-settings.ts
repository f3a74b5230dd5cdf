import { Inject, Injectable } from '@nestjs/common';
import type { AssistantConfigForm, AssistantConfigView } from '@verdict/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Actor } from '../audit/actor';
import type { AssistantConfig } from '../site/assistant-config.defaults';
import { AuditedSettings } from '../site/audited-settings';
import { SiteConfigService } from '../site/site-config.service';

/** The model a request goes to: an OpenAI-compatible endpoint, its key and the model's name. */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The settings in force: the back office's, with the server's AI_* variables where it left fields empty. */
export interface AssistantRules extends Omit<AssistantConfig, 'baseUrl' | 'apiKey' | 'model'> {
  /** Null when no model is configured: the assistant is then off. */
  endpoint: ModelEndpoint | null;
}

/** Reads and changes the assistant's settings; the key never leaves the server. */
@Injectable()
export class AssistantSettings {
  constructor(
    private readonly siteConfig: SiteConfigService,
    private readonly audited: AuditedSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async rules(): Promise<AssistantRules> {
    const { baseUrl, apiKey, model, ...rest } = await this.siteConfig.assistant();
    return { ...rest, endpoint: this.endpointOf({ baseUrl, apiKey, model }) };
  }

  /** The endpoint these fields name, with the server's variables where they are empty; null without an address or model. */
  endpointOf(fields: Pick<AssistantConfig, 'baseUrl' | 'apiKey' | 'model'>): ModelEndpoint | null {
    const server = this.config.ai;
    const endpoint = {
      baseUrl: fields.baseUrl || server.baseUrl,
      apiKey: fields.apiKey || server.apiKey,
      model: fields.model || server.model,
    };
    return endpoint.baseUrl && endpoint.model ? endpoint : null;
  }

  async view(): Promise<AssistantConfigView> {
    return this.viewOf(await this.siteConfig.assistant());
  }

  /** The back office's change; an empty key keeps the stored one. */
  async update(form: AssistantConfigForm, admin: Actor): Promise<AssistantConfigView> {
    const { apiKey, ...rest } = form;
    const changes = apiKey ? { ...rest, apiKey } : rest;
    return this.viewOf((await this.audited.change(admin, 'assistant', { assistant: changes })).assistant);
  }

  /** The stored settings with unsaved changes over them (what "test the connection" tries). */
  async tried(form: AssistantConfigForm): Promise<ModelEndpoint | null> {
    const stored = await this.siteConfig.assistant();
    return this.endpointOf({
      baseUrl: form.baseUrl ?? stored.baseUrl,
      model: form.model ?? stored.model,
      apiKey: form.apiKey || stored.apiKey,
    });
  }

  private viewOf(config: AssistantConfig): AssistantConfigView {
    const server = this.config.ai;
    return {
      ...config,
      apiKey: '',
      apiKeySet: config.apiKey !== '',
      serverBaseUrl: server.baseUrl,
      serverModel: server.model,
      serverApiKeySet: server.apiKey !== '',
    };
  }
}

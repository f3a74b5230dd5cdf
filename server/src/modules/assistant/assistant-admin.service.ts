import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AssistantConfigForm, AssistantConnectionTest, AssistantUsage } from '@verdict/common';
import { Repository } from 'typeorm';
import { AssistantMessageEntity } from './assistant.entities';
import { utcDay } from './assistant-quota';
import { AssistantSettings } from './assistant-settings';
import { ModelClient, ModelError } from './model-client';

const TEST_QUESTION = 'Reply with one short sentence: are you there?';
export const NO_MODEL_TO_TEST =
  'Set the model address and name first (or AI_BASE_URL and AI_MODEL on the server)';

/** The back office's side: trying the model, and today's usage. */
@Injectable()
export class AssistantAdminService {
  constructor(
    @InjectRepository(AssistantMessageEntity) private readonly messages: Repository<AssistantMessageEntity>,
    private readonly settings: AssistantSettings,
    private readonly model: ModelClient,
  ) {}

  /** Sends a short question to the model the form names (unsaved fields over the stored ones). */
  async test(form: AssistantConfigForm): Promise<AssistantConnectionTest> {
    const endpoint = await this.settings.tried(form);
    if (!endpoint) return { ok: false, message: NO_MODEL_TO_TEST, milliseconds: 0 };
    const started = Date.now();
    try {
      const greeting = await this.model.ask(endpoint, [{ role: 'user', content: TEST_QUESTION }]);
      return { ok: true, message: greeting, milliseconds: Date.now() - started };
    } catch (error) {
      const message = error instanceof ModelError ? error.message : String(error);
      return { ok: false, message, milliseconds: Date.now() - started };
    }
  }

  /** Messages sent, users who sent them and tokens used since midnight UTC. */
  async usageToday(): Promise<AssistantUsage> {
    const since = utcDay(Date.now()).startsAt;
    const row = await this.messages
      .createQueryBuilder('m')
      .select("SUM(CASE WHEN m.role = 'user' THEN 1 ELSE 0 END)", 'messages')
      .addSelect('COUNT(DISTINCT m.uid)', 'users')
      .addSelect('SUM(m.promptTokens)', 'promptTokens')
      .addSelect('SUM(m.completionTokens)', 'completionTokens')
      .where('m.gmtCreate >= :since', { since })
      .getRawOne<Record<keyof AssistantUsage, string | number | null>>();
    return {
      messages: Number(row?.messages ?? 0),
      users: Number(row?.users ?? 0),
      promptTokens: Number(row?.promptTokens ?? 0),
      completionTokens: Number(row?.completionTokens ?? 0),
    };
  }
}

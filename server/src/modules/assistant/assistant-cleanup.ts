import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { AssistantMessageEntity, AssistantSessionEntity } from './assistant.entities';

/** Conversations go with their user, and with their problem inside the problem's removal. */
@Injectable()
export class AssistantCleanup {
  constructor(
    @InjectRepository(AssistantSessionEntity) private readonly sessions: Repository<AssistantSessionEntity>,
    @InjectRepository(AssistantMessageEntity) private readonly messages: Repository<AssistantMessageEntity>,
  ) {}

  @OnAppEvent('user.deleted')
  async userDeleted({ uids }: AppEvents['user.deleted']): Promise<void> {
    await this.messages.delete({ uid: In(uids) });
    await this.sessions.delete({ uid: In(uids) });
  }

  @OnAppEvent('problem.deleting')
  async problemDeleting({ manager, pid }: AppEvents['problem.deleting']): Promise<void> {
    const ids = (await manager.find(AssistantSessionEntity, { where: { pid }, select: { id: true } })).map(
      (row) => row.id,
    );
    if (ids.length === 0) return;
    await manager.delete(AssistantMessageEntity, { sessionId: In(ids) });
    await manager.delete(AssistantSessionEntity, { id: In(ids) });
  }
}

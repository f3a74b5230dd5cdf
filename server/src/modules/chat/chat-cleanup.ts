import { Injectable } from '@nestjs/common';
import { groupConversation } from '@verdict/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import {
  ChatBlockEntity,
  ChatContactEntity,
  ChatGroupClosedEntity,
  ChatMessageEntity,
  ChatMuteEntity,
  ChatReadEntity,
  ChatReportEntity,
} from './chat.entities';

/** A deleted user's messages, contacts, marks, blocks and mutes go with them; a group's conversation goes with the group. */
@Injectable()
export class ChatCleanup {
  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(ChatContactEntity) private readonly contacts: Repository<ChatContactEntity>,
    @InjectRepository(ChatReadEntity) private readonly reads: Repository<ChatReadEntity>,
    @InjectRepository(ChatBlockEntity) private readonly blocks: Repository<ChatBlockEntity>,
    @InjectRepository(ChatMuteEntity) private readonly mutes: Repository<ChatMuteEntity>,
    @InjectRepository(ChatReportEntity) private readonly reports: Repository<ChatReportEntity>,
  ) {}

  @OnAppEvent('user.deleted')
  async userDeleted({ uids }: AppEvents['user.deleted']): Promise<void> {
    const sent = await this.messages.find({ where: { senderUid: In(uids) }, select: { id: true } });
    if (sent.length > 0) await this.reports.delete({ messageId: In(sent.map((row) => row.id)) });
    await this.reports.delete({ reporterUid: In(uids) });
    await this.messages.delete({ senderUid: In(uids) });
    await this.contacts.delete({ uid: In(uids) });
    await this.contacts.delete({ peerUid: In(uids) });
    await this.reads.delete({ uid: In(uids) });
    await this.blocks.delete({ uid: In(uids) });
    await this.blocks.delete({ blockedUid: In(uids) });
    await this.mutes.delete({ uid: In(uids) });
  }

  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid }: AppEvents['group.deleting']): Promise<void> {
    const conversation = groupConversation(gid);
    const ids = (
      await manager.find(ChatMessageEntity, { where: { conversation }, select: { id: true } })
    ).map((row) => row.id);
    if (ids.length > 0) await manager.delete(ChatReportEntity, { messageId: In(ids) });
    await manager.delete(ChatMessageEntity, { conversation });
    await manager.delete(ChatReadEntity, { conversation });
    await manager.delete(ChatGroupClosedEntity, { gid });
  }
}

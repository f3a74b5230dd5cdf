import { MsgRemindEntity } from './msg-remind.entity';

/** The tables of the message centre: reminders of comments, replies and likes (system messages live with the notices). */
export const MESSAGE_ENTITIES: (new () => object)[] = [MsgRemindEntity];

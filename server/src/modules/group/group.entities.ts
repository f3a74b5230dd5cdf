import { GroupMemberEntity } from './group-member.entity';
import { GroupEntity } from './group.entity';

export const GROUP_ENTITIES = [GroupEntity, GroupMemberEntity];

import type { ClassStudentView, ClassView } from '@verdict/common';
import type { UserAccount } from '../user/user-account';
import type { GroupClassEntity } from './group-class.entity';
import type { GroupProgress } from '../training/homework-progress';

export type ClassResponse = ClassView<Date>;
export type ClassStudentResponse = ClassStudentView<Date>;

export function toClassView(row: GroupClassEntity, groupName: string, studentCount: number): ClassResponse {
  return {
    id: row.id,
    gid: row.gid,
    groupName,
    name: row.name,
    school: row.school,
    state: row.finished ? 'finished' : 'normal',
    studentCount,
    author: row.author,
    gmtCreate: row.gmtCreate,
  };
}

export function toStudentView(
  user: Pick<UserAccount, 'uid' | 'username' | 'realname' | 'nickname'>,
  joinTime: Date,
  progress: GroupProgress | undefined,
): ClassStudentResponse {
  return {
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    nickname: user.nickname,
    ac: progress?.acByUid.get(user.uid) ?? 0,
    problemCount: progress?.problemCount ?? 0,
    joinTime,
  };
}

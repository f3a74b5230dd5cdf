/**
 * Group, group member and join-state shapes on the wire. `TTime` is
 * `Date` where the server builds the value and `string` where the web reads the JSON.
 */

/** Who may join a group: public joins at once, protected and private are reviewed. */
export const GroupJoinRule = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;

/** A user's standing in a group; 0 means not in it. */
export const GroupMemberAuth = { NONE: 0, APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;

/** The form limits and page sizes of groups. */
export const GROUP_CONSTANTS = {
  nameMin: 3,
  nameMax: 25,
  shortNameMin: 2,
  shortNameMax: 10,
  codeMin: 4,
  codeMax: 6,
  briefMax: 50,
  reasonMin: 2,
  reasonMax: 100,
  listPageSizes: [9, 15, 30, 60, 120],
  listPageSize: 15,
  memberPageSize: 15,
  announcementPageSize: 5,
  adminAnnouncementPageSize: 10,
} as const;

/** HOJ GroupVO: a card of the list, also what outsiders read of a group. */
export interface GroupCardView<TTime = string> {
  id: number;
  avatar: string | null;
  name: string;
  shortName: string;
  brief: string;
  /** The owner's username. */
  owner: string;
  /** The owner's uid. */
  uid: string;
  auth: number;
  visible: boolean;
  status: number;
  memberCount: number;
  gmtCreate: TTime;
}

/** HOJ Group: members read the description as well; roots the invitation code. */
export interface GroupDetailView<TTime = string> extends GroupCardView<TTime> {
  description: string | null;
  code: string | null;
  gmtModified: TTime;
}

/** HOJ GroupMemberVO: a member, or an application (auth 1, 2) with its reason. */
export interface GroupMemberView<TTime = string> {
  id: number;
  gid: number;
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  auth: number;
  reason: string | null;
  gmtCreate: TTime;
  gmtModify: TTime;
}

/** HOJ AnnouncementVO of a group announcement; `status` 0 visible, 1 hidden. */
export interface GroupAnnouncementView<TTime = string> {
  id: number;
  gid: number;
  title: string;
  content: string;
  status: number;
  uid: string;
  username: string;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** `POST /api/group` and `PUT /api/group` (with `id`). */
export interface GroupInput {
  id?: number;
  name: string;
  shortName: string;
  brief?: string;
  description?: string;
  auth: number;
  code?: string | null;
  visible?: boolean;
}

/** `POST /api/group/announcement` and `PUT` (with `id`). */
export interface GroupAnnouncementInput {
  id?: number;
  gid: number;
  title: string;
  content: string;
  status?: number;
}

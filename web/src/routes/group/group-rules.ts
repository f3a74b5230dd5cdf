/**
 * Who may do what in a group, as the screens need it. The server enforces the
 * same rules; these only decide which buttons show and which controls are enabled.
 */
import { GroupMemberAuth as A } from '@verdict/common';

/** The viewer: their member auth in the group (0 outside it), and who they are. */
export interface GroupViewer {
  uid: string | null;
  auth: number;
  isOwner: boolean;
  isSuperAdmin: boolean;
}

export interface GroupRoles {
  /** Auth 3 or more, or a super admin: reads the group's tabs. */
  isMember: boolean;
  /** Auth 4 or more, the owner, or a super admin: manages announcements and members. */
  isAdmin: boolean;
  /** Auth 5, the owner, or a super admin: changes the settings. */
  isRoot: boolean;
}

export function groupRoles(viewer: GroupViewer): GroupRoles {
  const everything = viewer.isSuperAdmin || viewer.isOwner;
  return {
    isMember: everything || viewer.auth >= A.MEMBER,
    isAdmin: everything || viewer.auth >= A.ADMIN,
    isRoot: everything || viewer.auth >= A.ROOT,
  };
}

export type GroupAction = 'disband' | 'exit' | 'apply' | 'applying' | 'refused';

/** The card's one button: owner or super admin Disband, member Exit, else by the join state. */
export function groupAction(viewer: GroupViewer): GroupAction {
  if (viewer.isOwner || viewer.isSuperAdmin) return 'disband';
  if (viewer.auth >= A.MEMBER) return 'exit';
  if (viewer.auth === A.APPLYING) return 'applying';
  if (viewer.auth === A.REFUSED) return 'refused';
  return 'apply';
}

export interface MemberRow {
  uid: string;
  auth: number;
}

/** The owner and super admins manage every member but the owner; admins only those below them. */
const managesEveryone = (editor: GroupViewer) => editor.isSuperAdmin || editor.isOwner;

/** Whether the editor may change this row's auth (not at or above their own). */
export function canEditMember(editor: GroupViewer, row: MemberRow, ownerUid: string): boolean {
  if (row.uid === ownerUid) return false;
  if (managesEveryone(editor)) return true;
  return editor.auth >= A.ADMIN && row.uid !== editor.uid && row.auth < editor.auth;
}

/** The auths the editor may grant: all five, or those below their own. */
export function grantableAuths(editor: GroupViewer): number[] {
  const all = [A.APPLYING, A.REFUSED, A.MEMBER, A.ADMIN, A.ROOT];
  return managesEveryone(editor) ? all : all.filter((auth) => auth < editor.auth);
}

/** Removing: never oneself, never the owner, otherwise as editing. */
export function canRemoveMember(editor: GroupViewer, row: MemberRow, ownerUid: string): boolean {
  if (row.uid === editor.uid) return false;
  return canEditMember(editor, row, ownerUid);
}

/** A group root edits or deletes any announcement; other admins only their own. */
export function canEditAnnouncement(viewer: GroupViewer, authorUid: string): boolean {
  return groupRoles(viewer).isRoot || (groupRoles(viewer).isAdmin && authorUid === viewer.uid);
}

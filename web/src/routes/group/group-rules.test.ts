import { describe, expect, it } from 'vitest';
import {
  canEditAnnouncement,
  canEditMember,
  canRemoveMember,
  grantableAuths,
  groupAction,
  groupRoles,
  type GroupViewer,
} from './group-rules';

const viewer = (auth: number, extra: Partial<GroupViewer> = {}): GroupViewer => ({
  uid: 'me',
  auth,
  isOwner: false,
  isSuperAdmin: false,
  ...extra,
});

describe('groupAction', () => {
  it.each([
    ['a stranger', viewer(0), 'apply'],
    ['an applicant', viewer(1), 'applying'],
    ['a refused applicant', viewer(2), 'refused'],
    ['a member', viewer(3), 'exit'],
    ['a group admin', viewer(4), 'exit'],
    ['a group root who does not own it', viewer(5), 'exit'],
    ['the owner', viewer(5, { isOwner: true }), 'disband'],
    ['a super admin outside the group', viewer(0, { isSuperAdmin: true }), 'disband'],
  ])('gives %s the %s button', (_, who, action) => {
    expect(groupAction(who)).toBe(action);
  });
});

describe('groupRoles', () => {
  it.each([
    [viewer(0), { isMember: false, isAdmin: false, isRoot: false }],
    [viewer(1), { isMember: false, isAdmin: false, isRoot: false }],
    [viewer(3), { isMember: true, isAdmin: false, isRoot: false }],
    [viewer(4), { isMember: true, isAdmin: true, isRoot: false }],
    [viewer(5), { isMember: true, isAdmin: true, isRoot: true }],
    [viewer(0, { isSuperAdmin: true }), { isMember: true, isAdmin: true, isRoot: true }],
  ])('reads auth %#', (who, roles) => {
    expect(groupRoles(who)).toEqual(roles);
  });
});

describe('member rows an editor may change', () => {
  const owner = 'owner';
  const row = (uid: string, auth: number) => ({ uid, auth });

  it('never lets anyone change or remove the owner', () => {
    for (const editor of [
      viewer(5, { uid: owner, isOwner: true }),
      viewer(0, { isSuperAdmin: true }),
      viewer(5),
    ]) {
      expect(canEditMember(editor, row(owner, 5), owner)).toBe(false);
      expect(canRemoveMember(editor, row(owner, 5), owner)).toBe(false);
    }
  });

  it('lets an admin manage only rows ranked below them', () => {
    const admin = viewer(4);
    expect(canEditMember(admin, row('m', 3), owner)).toBe(true);
    expect(canEditMember(admin, row('a', 4), owner)).toBe(false);
    expect(canEditMember(admin, row('r', 5), owner)).toBe(false);
    expect(canRemoveMember(admin, row('m', 3), owner)).toBe(true);
    expect(canRemoveMember(admin, row('a', 4), owner)).toBe(false);
    expect(grantableAuths(admin)).toEqual([1, 2, 3]);
  });

  it('lets a group root manage admins but not other roots', () => {
    const root = viewer(5);
    expect(canEditMember(root, row('a', 4), owner)).toBe(true);
    expect(canEditMember(root, row('r', 5), owner)).toBe(false);
    expect(grantableAuths(root)).toEqual([1, 2, 3, 4]);
  });

  it('lets the owner and super admins manage everyone else, but never remove themselves', () => {
    const ownerViewer = viewer(5, { uid: owner, isOwner: true });
    const superAdmin = viewer(3, { uid: 'sa', isSuperAdmin: true });
    expect(canEditMember(ownerViewer, row('r', 5), owner)).toBe(true);
    expect(canEditMember(superAdmin, row('r', 5), owner)).toBe(true);
    expect(grantableAuths(ownerViewer)).toEqual([1, 2, 3, 4, 5]);
    expect(canRemoveMember(superAdmin, row('sa', 3), owner)).toBe(false);
  });

  it('gives a plain member nothing to change', () => {
    expect(canEditMember(viewer(3), row('m', 3), owner)).toBe(false);
    expect(canEditMember(viewer(3), row('x', 1), owner)).toBe(false);
    expect(canRemoveMember(viewer(3), row('x', 1), owner)).toBe(false);
  });

  it('never lets an admin edit their own row', () => {
    expect(canEditMember(viewer(4), row('me', 4), owner)).toBe(false);
  });
});

describe('canEditAnnouncement', () => {
  it('lets roots edit any announcement and other admins only their own', () => {
    expect(canEditAnnouncement(viewer(5), 'someone')).toBe(true);
    expect(canEditAnnouncement(viewer(4), 'someone')).toBe(false);
    expect(canEditAnnouncement(viewer(4), 'me')).toBe(true);
    expect(canEditAnnouncement(viewer(3), 'me')).toBe(false);
  });
});

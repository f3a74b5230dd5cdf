import { GROUP_CONSTANTS } from '@verdict/common';

/** The form limits of a group and an application: the shared ones, and the description's. */
export const GROUP_LIMITS = { ...GROUP_CONSTANTS, descriptionMax: 65535 } as const;

const L = GROUP_LIMITS;

/** What the group routes answer when they refuse. */
export const GROUP_MESSAGES = {
  notFound: 'The group does not exist',
  gidRequired: 'gid is required',
  idRequired: 'id is required',
  uidRequired: 'uid is required',
  aidRequired: 'aid is required',
  notMember: 'You are not a member of this group',
  notAdmin: 'Only the group admins can do this',
  notRoot: 'Only the group owner or a group root can do this',
  notOwner: 'Only the group owner or a super admin can disband the group',
  nameRequired: 'The group name can not be empty',
  nameLength: `The group name must be ${L.nameMin} to ${L.nameMax} characters`,
  shortNameRequired: 'The group short name can not be empty',
  shortNameLength: `The group short name must be ${L.shortNameMin} to ${L.shortNameMax} characters`,
  shortNamePattern: 'The group short name may only contain letters and digits',
  shortNameTaken: 'The group short name is already used by another group',
  briefTooLong: `The group brief can not exceed ${L.briefMax} characters`,
  descriptionTooLong: `The group description can not exceed ${L.descriptionMax} characters`,
  authInvalid: 'The group auth must be 1 (public), 2 (protected) or 3 (private)',
  codeRequired: 'The invitation code is required for a protected or private group',
  codeLength: `The invitation code must be ${L.codeMin} to ${L.codeMax} characters`,
  visibleInvalid: 'visible must be true or false',
  limitInvalid: `limit must be one of ${L.listPageSizes.join(', ')}`,
  reasonRequired: 'Please give a reason for joining',
  reasonLength: `The reason must be ${L.reasonMin} to ${L.reasonMax} characters`,
  codeWrong: 'The invitation code is wrong',
  alreadyApplied: 'You have already applied to join this group, please wait for the review',
  alreadyMember: 'You are already a member of this group',
  refused: 'Your application to join this group was refused',
  ownerCannotExit: 'The group owner can not exit the group, disband it instead',
  memberNotFound: 'The user is not in this group',
  memberAuthInvalid: 'The member auth must be between 1 and 5',
  ownerAuthFixed: "The group owner's auth can not be changed",
  editHigherMember: 'You can not change the auth of a member ranked at or above you',
  grantHigherAuth: 'You can not grant an auth at or above your own',
  removeSelf: 'You can not remove yourself from the group, exit it instead',
  removeOwner: 'The group owner can not be removed',
  removeHigherMember: 'You can not remove a member ranked at or above you',
  announcementNotFound: 'The announcement does not exist',
  notYourAnnouncement: 'You can only edit or delete your own announcements',
  announcementStatusInvalid: 'status must be 0 (visible) or 1 (hidden)',
  fileTypeNotSupported: 'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed',
  avatarTooLarge: 'The file size exceeds the 2 MB limit',
  gidFieldRequired: 'The gid field is required',
  roleMayNotCreate: 'Your account is not allowed to create groups',
} as const;

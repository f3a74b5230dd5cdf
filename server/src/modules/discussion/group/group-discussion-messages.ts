/** What the group discussion routes answer when they refuse (HOJ GroupDiscussionManager). */
export const GROUP_DISCUSSION_MESSAGES = {
  closed: 'No Access: There is no open group discussion area on the website',
  gidRequired: 'gid is required',
  notYours: 'You can only edit or delete your own group discussions',
  inGroup: 'This discussion belongs to a group, edit or delete it in the group',
  wrongGroup: 'The discussion does not belong to this group',
} as const;

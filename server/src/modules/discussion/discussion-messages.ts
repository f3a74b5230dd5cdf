import { DISCUSSION_CONSTANTS } from '@verdict/common';

/** What the discussion routes answer when they refuse (HOJ's texts). */
export const DISCUSSION_MESSAGES = {
  closed: 'No Access: There is no open discussion area on the website',
  notFound: 'The discussion does not exist',
  disabled: 'The discussion has been disabled by the administrator',
  titleRequired: 'The title cannot be empty',
  titleTooLong: `The title can not exceed ${DISCUSSION_CONSTANTS.titleMaxLength} characters`,
  descriptionRequired: 'The description cannot be empty',
  descriptionTooLong: `The description can not exceed ${DISCUSSION_CONSTANTS.descriptionMaxLength} characters`,
  contentRequired: 'The content cannot be empty',
  contentTooLong: `The content can not exceed ${DISCUSSION_CONSTANTS.contentMaxLength} characters`,
  categoryRequired: 'Please choose a category',
  categoryNotFound: 'The category does not exist',
  postInGroup: 'Group discussions are posted in the group: use /api/group/discussion',
  notYourDiscussion: 'You can only edit or delete your own discussions',
  idRequired: 'id is required',
  didRequired: 'did is required',
  reportEmpty: 'The report label and reason cannot be empty',
  reportTooLong: `The report reason can not exceed ${DISCUSSION_CONSTANTS.reportMaxLength} characters`,
  reportContentTooLong: 'The report can not exceed 1000 characters',
  reportNotFound: 'The report does not exist',
  categoryNameRequired: 'The category name cannot be empty',
  categoryNameTooLong: 'The category name can not exceed 255 characters',
  selectionEmpty: 'Please select the discussions first',
  categoryListRequired: 'The category list is required',
  roleMayNotPost: 'Your account is not allowed to post discussions',
} as const;

/** The "mine" message telling an author what an admin did to their post. */
export const DISCUSSION_NOTICES = {
  disabledTitle: 'Your discussion was disabled',
  disabledContent: (title: string) => `An administrator disabled your discussion "${title}".`,
  deletedTitle: 'Your discussion was deleted',
  deletedContent: (title: string) => `An administrator deleted your discussion "${title}".`,
} as const;

import { NOTE_CONSTANTS } from '@verdict/common';

/** What the note routes answer when they refuse. */
export const NOTE_ERROR_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title can not exceed 255 characters',
  contentRequired: 'Content is required',
  contentTooLong: 'Content can not exceed 65535 characters',
  isTopInvalid: 'isTop must be true or false',
  keywordTooLong: `The keyword can not exceed ${NOTE_CONSTANTS.keywordMaxLength} characters`,
  noteNotFound: 'The note does not exist',
  categoryNotFound: 'The note category does not exist',
  categoryListRequired: 'The note categories must be sent as a list',
  tooManyCategories: `You can keep at most ${NOTE_CONSTANTS.maxCategories} note categories`,
  categoryNameRequired: 'The category name can not be empty',
  categoryNameTooLong: `The category name can not exceed ${NOTE_CONSTANTS.categoryNameMaxLength} characters`,
} as const;

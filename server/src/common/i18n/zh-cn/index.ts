import { ACCOUNT_MESSAGES } from './account.messages';
import { ADMIN_USERS_MESSAGES } from './admin-users.messages';
import { COMMON_MESSAGES } from './common.messages';
import { CONTEST_MESSAGES } from './contest.messages';
import { PROBLEM_PACKAGE_MESSAGES } from './problem-package.messages';
import { PROBLEM_MESSAGES } from './problem.messages';
import { SITE_MESSAGES } from './site.messages';
import { SUBMISSION_MESSAGES } from './submission.messages';
import { TEST_DATA_MESSAGES } from './test-data.messages';
import { VALIDATION_MESSAGES } from './validation.messages';
import { HOME_MESSAGES } from './home.messages';
import { RANK_MESSAGES } from './rank.messages';
import { NOTE_MESSAGES } from './note.messages';
import { MESSAGE_ZH_MESSAGES } from './message.messages';
import { DISCUSSION_MESSAGES } from './discussion.messages';
import { TRAINING_MESSAGES } from './training.messages';
import { GROUP_ZH_MESSAGES } from './group.messages';
import { GROUP_PROBLEM_MESSAGES } from './group-problem.messages';
import { GROUP_CONTEST_MESSAGES } from './group-contest.messages';
import { GROUP_DISCUSSION_MESSAGES } from './group-discussion.messages';
import { TEACHER_MESSAGES } from './teacher.messages';
import { ASSISTANT_MESSAGES } from './assistant.messages';
import { LANGUAGE_SERVER_MESSAGES } from './language-server.messages';
import { CHAT_ZH_MESSAGES } from './chat.messages';
import { REMOTE_JUDGE_ZH_MESSAGES } from './remote-judge.messages';
import { AUDIT_ZH_MESSAGES } from './audit.messages';

/** Every zh-CN message, keyed by the default English (HOJ) text or a template of it. */
export const ZH_CN_MESSAGES: Record<string, string> = {
  ...ASSISTANT_MESSAGES,
  ...LANGUAGE_SERVER_MESSAGES,
  ...CHAT_ZH_MESSAGES,
  ...REMOTE_JUDGE_ZH_MESSAGES,
  ...AUDIT_ZH_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...ADMIN_USERS_MESSAGES,
  ...COMMON_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CONTEST_MESSAGES,
  ...PROBLEM_MESSAGES,
  ...PROBLEM_PACKAGE_MESSAGES,
  ...SUBMISSION_MESSAGES,
  ...TEST_DATA_MESSAGES,
  ...SITE_MESSAGES,
  ...DISCUSSION_MESSAGES,
  ...TRAINING_MESSAGES,
  ...MESSAGE_ZH_MESSAGES,
  ...NOTE_MESSAGES,
  ...RANK_MESSAGES,
  ...HOME_MESSAGES,
  ...GROUP_ZH_MESSAGES,
  ...GROUP_PROBLEM_MESSAGES,
  ...GROUP_CONTEST_MESSAGES,
  ...GROUP_DISCUSSION_MESSAGES,
  ...TEACHER_MESSAGES,
};

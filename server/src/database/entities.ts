import { AnnouncementEntity } from '../modules/announcement/announcement.entity';
import { LoginRecordEntity } from '../modules/auth/login-record.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { COMMENT_ENTITIES } from '../modules/comment/comment.entities';
import { CONTEST_ENTITIES } from '../modules/contest/contest.entities';
import { MarkdownFileEntity } from '../modules/file/markdown-file.entity';
import { LANGUAGE_ENTITIES } from '../modules/language/language.entity';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from '../modules/notice/notice.entity';
import { PROBLEM_ENTITIES } from '../modules/problem/problem.entities';
import { VerificationSolutionEntity } from '../modules/problem-transfer/verification/verification-solution.entity';
import { HomeCarouselEntity } from '../modules/site/home-carousel.entity';
import { SiteConfigEntity } from '../modules/site/site-config.entity';
import { AcceptedProblemEntity } from '../modules/submission/accepted-problem.entity';
import { JudgeCaseEntity } from '../modules/submission/judge-case.entity';
import { SubmissionEntity } from '../modules/submission/submission.entity';
import { TAG_ENTITIES } from '../modules/tag/tag.entity';
import { ProblemCaseEntity } from '../modules/test-data/problem-case.entity';
import { TrainingCategoryEntity } from '../modules/training/category/training-category.entity';
import { TRAINING_ENTITIES } from '../modules/training/training.entities';
import { UserEntity } from '../modules/user/user.entity';
import { HOME_ENTITIES } from '../modules/home/home.entities';
import { RANK_ENTITIES } from '../modules/rank/rank.entities';
import { NOTE_ENTITIES } from '../modules/note/note.entities';
import { MESSAGE_ENTITIES } from '../modules/message/message.entities';
import { DISCUSSION_ENTITIES } from '../modules/discussion/discussion.entities';
import { GROUP_ENTITIES } from '../modules/group/group.entities';
import { TEACHER_ENTITIES } from '../modules/teacher/teacher.entities';
import { ASSISTANT_ENTITIES } from '../modules/assistant/assistant.entities';
import { CHAT_ENTITIES } from '../modules/chat/chat.entities';
import { REMOTE_JUDGE_ENTITIES } from '../modules/remote-judge/remote-judge.entities';
import { AuditLogEntity } from '../modules/audit/audit-log.entity';

/** Every entity of the schema; migrations are generated from this list. */
export const ENTITIES = [
  UserEntity,
  SessionEntity,
  SiteConfigEntity,
  HomeCarouselEntity,
  SubmissionEntity,
  JudgeCaseEntity,
  AcceptedProblemEntity,
  ...PROBLEM_ENTITIES,
  ProblemCaseEntity,
  ...TAG_ENTITIES,
  ...LANGUAGE_ENTITIES,
  MarkdownFileEntity,
  ...CONTEST_ENTITIES,
  ...COMMENT_ENTITIES,
  VerificationSolutionEntity,
  TrainingCategoryEntity,
  ...TRAINING_ENTITIES,
  AnnouncementEntity,
  AdminSysNoticeEntity,
  UserSysNoticeEntity,
  LoginRecordEntity,
  ...DISCUSSION_ENTITIES,
  ...MESSAGE_ENTITIES,
  ...NOTE_ENTITIES,
  ...RANK_ENTITIES,
  ...HOME_ENTITIES,
  ...GROUP_ENTITIES,
  ...TEACHER_ENTITIES,
  ...ASSISTANT_ENTITIES,
  ...CHAT_ENTITIES,
  ...REMOTE_JUDGE_ENTITIES,
  AuditLogEntity,
];

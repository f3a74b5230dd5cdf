import { ContestAnnouncementEntity } from './contest-announcement.entity';
import { ContestProblemEntity } from './contest-problem.entity';
import { ContestRegisterEntity } from './contest-register.entity';
import { ContestEntity } from './contest.entity';
import { ContestAcCheckEntity } from './ac-info/contest-ac-check.entity';
import { ContestPrintEntity } from './print/contest-print.entity';

export const CONTEST_ENTITIES = [
  ContestEntity,
  ContestProblemEntity,
  ContestRegisterEntity,
  ContestAnnouncementEntity,
  ContestPrintEntity,
  ContestAcCheckEntity,
];

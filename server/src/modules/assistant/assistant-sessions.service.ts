import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ASSISTANT_CONSTANTS,
  type AssistantCodeBody,
  type AssistantMessageView,
  type AssistantSessionSummary,
  type AssistantSessionView,
  type AssistantStatus,
  HINTABLE_STATUSES,
  type Page,
} from '@verdict/common';
import { In, IsNull, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { findPage } from '../../database/find-page';
import { TransactionRunner } from '../../database/transaction-runner';
import { SubmissionQueryService } from '../submission/submission-query.service';
import { requireAvailable, unavailableFor } from './assistant-availability';
import { AssistantMessageEntity, AssistantSessionEntity } from './assistant.entities';
import type { InitSessionQueryDto, SessionPageQueryDto } from './assistant.dto';
import { AssistantProblems } from './assistant-problems';
import { AssistantQuota } from './assistant-quota';
import { AssistantSettings } from './assistant-settings';

export const SESSION_MESSAGES = {
  missing: 'The conversation does not exist',
  notYours: 'This conversation is not yours',
  submissionNotYours: 'Hints explain your own submissions only',
  otherProblem: 'The submission is not for this problem',
  notHintable: 'Hints explain wrong answers, runtime errors, time limits and compile errors only',
} as const;

const PREVIEW_LENGTH = 80;

/** The user's conversations: opened per problem (or per submission for a hint), listed, read, deleted. */
@Injectable()
export class AssistantSessionsService {
  constructor(
    @InjectRepository(AssistantSessionEntity) private readonly sessions: Repository<AssistantSessionEntity>,
    @InjectRepository(AssistantMessageEntity) private readonly messages: Repository<AssistantMessageEntity>,
    private readonly settings: AssistantSettings,
    private readonly problems: AssistantProblems,
    private readonly submissions: SubmissionQueryService,
    private readonly quota: AssistantQuota,
    private readonly transactions: TransactionRunner,
  ) {}

  async status(viewer?: AuthUser): Promise<AssistantStatus> {
    const rules = await this.settings.rules();
    return {
      unavailable: unavailableFor(viewer, rules),
      maxMessageLength: rules.maxMessageLength,
      dailyMessages: rules.dailyMessages,
      usedToday: viewer ? Math.min(rules.dailyMessages, await this.quota.usedToday(viewer.uid)) : 0,
    };
  }

  /**
   * The conversation to continue about the problem in its place (the latest, unless a fresh one is
   * asked for), or the hint conversation about one of the user's submissions; made when there is none.
   */
  async init(viewer: AuthUser, query: InitSessionQueryDto): Promise<string> {
    requireAvailable(viewer, await this.settings.rules());
    const place = { cid: query.cid || null, tid: query.tid || null, gid: query.gid || null };
    const problem = await this.problems.open(viewer, place, query.pid);
    const submitId = query.submitId ?? null;
    if (submitId !== null) {
      const submission = await this.submissions.get(submitId);
      if (submission.uid !== viewer.uid) throw forbidden(SESSION_MESSAGES.submissionNotYours);
      if (submission.pid !== problem.pid) throw badRequest(SESSION_MESSAGES.otherProblem);
      if (!HINTABLE_STATUSES.includes(submission.status)) throw badRequest(SESSION_MESSAGES.notHintable);
    }
    if (submitId !== null || !query.fresh) {
      const latest = await this.sessions.findOne({
        where: {
          uid: viewer.uid,
          pid: problem.pid,
          cid: place.cid ?? IsNull(),
          tid: place.tid ?? IsNull(),
          gid: place.gid ?? IsNull(),
          submitId: submitId ?? IsNull(),
        },
        order: { gmtModified: 'DESC' },
        select: { id: true },
      });
      if (latest) return latest.id;
    }
    const id = randomUUID();
    await this.sessions.insert({
      id,
      uid: viewer.uid,
      pid: problem.pid,
      displayPid: problem.displayPid,
      problemTitle: problem.title,
      ...place,
      submitId,
      code: null,
      language: null,
    });
    return id;
  }

  /** The viewer's own conversation, or 404 / 403. */
  async own(viewer: AuthUser, id: string): Promise<AssistantSessionEntity> {
    const session = await this.sessions.findOneBy({ id });
    if (!session) throw notFound(SESSION_MESSAGES.missing);
    if (session.uid !== viewer.uid) throw forbidden(SESSION_MESSAGES.notYours);
    return session;
  }

  async saveCode(viewer: AuthUser, id: string, body: AssistantCodeBody): Promise<void> {
    await this.own(viewer, id);
    await this.sessions.update({ id }, { code: body.code, language: body.language });
  }

  async read(viewer: AuthUser, id: string): Promise<AssistantSessionView<Date>> {
    const session = await this.own(viewer, id);
    const messages = await this.messages.find({ where: { sessionId: id }, order: { id: 'ASC' } });
    return {
      ...summaryOf(session, messages[0]?.content ?? '', messages.length),
      messages: messages.map(messageView),
    };
  }

  async list(viewer: AuthUser, query: SessionPageQueryDto): Promise<Page<AssistantSessionSummary<Date>>> {
    return findPage(
      this.sessions,
      query,
      ASSISTANT_CONSTANTS.pageSize,
      { where: { uid: viewer.uid }, order: { gmtModified: 'DESC', id: 'ASC' } },
      async (rows) => {
        const previews = await this.previews(rows.map((row) => row.id));
        return rows.map((row) => {
          const { first, count } = previews.get(row.id) ?? { first: '', count: 0 };
          return summaryOf(row, first, count);
        });
      },
    );
  }

  /** Each conversation's first message and how many it holds, without reading the others' text. */
  private async previews(ids: string[]): Promise<Map<string, { first: string; count: number }>> {
    if (ids.length === 0) return new Map();
    const stats = await this.messages
      .createQueryBuilder('m')
      .select('m.sessionId', 'sessionId')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MIN(m.id)', 'firstId')
      .where({ sessionId: In(ids) })
      .groupBy('m.sessionId')
      .getRawMany<{ sessionId: string; count: number | string; firstId: number | string }>();
    const firsts = await this.messages.find({
      where: { id: In(stats.map((row) => Number(row.firstId))) },
      select: { id: true, content: true },
    });
    const contentOf = new Map(firsts.map((row) => [row.id, row.content]));
    return new Map(
      stats.map((row) => [
        row.sessionId,
        { first: contentOf.get(Number(row.firstId)) ?? '', count: Number(row.count) },
      ]),
    );
  }

  async remove(viewer: AuthUser, id: string): Promise<void> {
    await this.own(viewer, id);
    await this.transactions.run(async (manager) => {
      await manager.delete(AssistantMessageEntity, { sessionId: id });
      await manager.delete(AssistantSessionEntity, { id });
    });
  }
}

function summaryOf(
  session: AssistantSessionEntity,
  first: string,
  count: number,
): AssistantSessionSummary<Date> {
  return {
    id: session.id,
    kind: session.submitId === null ? 'chat' : 'hint',
    pid: session.displayPid,
    problemTitle: session.problemTitle,
    cid: session.cid,
    tid: session.tid,
    gid: session.gid,
    submitId: session.submitId,
    preview: first.length > PREVIEW_LENGTH ? `${first.slice(0, PREVIEW_LENGTH - 1)}…` : first,
    messageCount: count,
    gmtModified: session.gmtModified,
  };
}

function messageView(row: AssistantMessageEntity): AssistantMessageView<Date> {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    unfinished: row.unfinished,
    error: row.error,
    gmtCreate: row.gmtCreate,
  };
}

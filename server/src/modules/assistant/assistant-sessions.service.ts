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
import { pageWindow, toPage } from '../../common/http/pagination';
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
    const { current, size, skip } = pageWindow(query, ASSISTANT_CONSTANTS.pageSize);
    const [rows, total] = await this.sessions.findAndCount({
      where: { uid: viewer.uid },
      order: { gmtModified: 'DESC', id: 'ASC' },
      skip,
      take: size,
    });
    const ids = rows.map((row) => row.id);
    const messages = ids.length
      ? await this.messages.find({
          where: { sessionId: In(ids) },
          select: { sessionId: true, id: true, content: true, role: true },
          order: { id: 'ASC' },
        })
      : [];
    const firstOf = new Map<string, string>();
    const countOf = new Map<string, number>();
    for (const message of messages) {
      if (!firstOf.has(message.sessionId)) firstOf.set(message.sessionId, message.content);
      countOf.set(message.sessionId, (countOf.get(message.sessionId) ?? 0) + 1);
    }
    const records = rows.map((row) => summaryOf(row, firstOf.get(row.id) ?? '', countOf.get(row.id) ?? 0));
    return toPage(records, total, current, size);
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

export function messageView(row: AssistantMessageEntity): AssistantMessageView<Date> {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    unfinished: row.unfinished,
    error: row.error,
    gmtCreate: row.gmtCreate,
  };
}

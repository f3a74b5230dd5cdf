import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ASSISTANT_EVENTS } from '@verdict/common';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { SubmissionQueryService } from '../submission/submission-query.service';
import { requireAvailable } from './assistant-availability';
import { AssistantMessageEntity, AssistantSessionEntity } from './assistant.entities';
import { AssistantProblems } from './assistant-problems';
import { buildPrompt, HISTORY_LIMIT, type SubmissionFacts } from './assistant-prompt';
import { AssistantQuota, type StreamSlot } from './assistant-quota';
import { AssistantSessionsService } from './assistant-sessions.service';
import { AssistantSettings, type ModelEndpoint } from './assistant-settings';
import type { EventStream } from './event-stream';
import { ModelClient, ModelError, type ModelMessage } from './model-client';

/**
 * A message accepted for an answer: the slot it holds and what the model is sent. The question is
 * stored with its answer, in one statement, so nothing stands between the question and the model.
 */
export interface ChatTurn {
  session: AssistantSessionEntity;
  question: string;
  endpoint: ModelEndpoint;
  prompt: ModelMessage[];
  slot: StreamSlot;
}

/**
 * One question and its streamed answer. Everything that can refuse (the switch, the role, the
 * problem's access, the contest, the length, the quotas) refuses before the stream starts, with
 * its HTTP status; once it starts, a failure is an `error` event and the partial reply is kept.
 */
@Injectable()
export class AssistantChatService {
  private readonly logger = new Logger(AssistantChatService.name);

  constructor(
    @InjectRepository(AssistantMessageEntity) private readonly messages: Repository<AssistantMessageEntity>,
    @InjectRepository(AssistantSessionEntity)
    private readonly sessionRows: Repository<AssistantSessionEntity>,
    private readonly sessions: AssistantSessionsService,
    private readonly settings: AssistantSettings,
    private readonly problems: AssistantProblems,
    private readonly submissions: SubmissionQueryService,
    private readonly quota: AssistantQuota,
    private readonly model: ModelClient,
  ) {}

  async begin(viewer: AuthUser, sessionId: string, text: string | undefined): Promise<ChatTurn> {
    const rules = await this.settings.rules();
    requireAvailable(viewer, rules);
    const question = (text ?? '').trim();
    if (!question) throw badRequest('Please enter a message');
    if (question.length > rules.maxMessageLength) {
      throw badRequest(`The message is longer than ${rules.maxMessageLength} characters`);
    }
    // The quota is taken beside the owner check and the history (dropped if that check fails), all
    // in one round trip, and given back if the conversation or the problem's access refuses.
    const [conversation, admitted] = await Promise.allSettled([
      Promise.all([this.sessions.own(viewer, sessionId), this.history(sessionId)]),
      this.quota.admit(viewer.uid, rules.streamsPerUser, rules.dailyMessages),
    ]);
    if (conversation.status === 'rejected') {
      if (admitted.status === 'fulfilled') await admitted.value.withdraw();
      throw conversation.reason;
    }
    if (admitted.status === 'rejected') throw admitted.reason;
    const [session, history] = conversation.value;
    // Access is asked again at every message: a contest holding the problem may have started since.
    // The problem and the contests holding it come from memory most of the time (two seconds).
    const loaded = await Promise.all([
      this.problems.open(viewer, session, session.displayPid, session.pid),
      this.submissionOf(session),
    ]).catch(async (refusal: unknown) => {
      await admitted.value.withdraw();
      throw refusal;
    });
    const [problem, submission] = loaded;
    const prompt = buildPrompt({
      systemPrompt: rules.systemPrompt,
      hintRule: rules.hintRule,
      problem: problem.facts,
      code: session.code === null ? null : { code: session.code, language: session.language ?? '' },
      submission,
      history,
      question,
    });
    return { session, question, endpoint: rules.endpoint!, prompt, slot: admitted.value.slot };
  }

  /**
   * Streams the model's reply into the event stream and stores it: whole, or cut short (the
   * browser gone or Stop pressed, which aborts the model's request too) and marked unfinished,
   * with the model's error when it failed. `translate` puts the error in the user's language.
   */
  async answer(
    turn: ChatTurn,
    stream: EventStream,
    signal: AbortSignal,
    translate: (message: string) => string,
  ): Promise<void> {
    let content = '';
    let tokens = { promptTokens: 0, completionTokens: 0 };
    let error: string | null = null;
    try {
      for await (const output of this.model.stream(turn.endpoint, turn.prompt, signal)) {
        if ('piece' in output) {
          content += output.piece;
          stream.send(output.piece);
        } else tokens = output.usage;
      }
    } catch (failure) {
      error = failure instanceof ModelError ? failure.message : 'The model failed';
      if (!(failure instanceof ModelError)) this.logger.error(failure);
    }
    const unfinished = error !== null || signal.aborted;
    try {
      const replyId = await this.store(turn, { content, unfinished, error, ...tokens });
      if (error) stream.send(translate(error), ASSISTANT_EVENTS.error);
      else if (!signal.aborted) stream.send(replyId, ASSISTANT_EVENTS.done);
    } catch (failure) {
      this.logger.error(failure);
      stream.send(translate('The reply could not be saved'), ASSISTANT_EVENTS.error);
    } finally {
      await turn.slot.release().catch(() => undefined);
      stream.end();
    }
  }

  /**
   * Stores the question and its reply in one statement (both or neither), then marks the
   * conversation active; answers the reply's id.
   */
  private async store(
    turn: ChatTurn,
    reply: Pick<
      AssistantMessageEntity,
      'content' | 'unfinished' | 'error' | 'promptTokens' | 'completionTokens'
    >,
  ): Promise<number> {
    const { id: sessionId, uid } = turn.session;
    const inserted = await this.messages.insert([
      { sessionId, uid, role: 'user', content: turn.question },
      { sessionId, uid, role: 'assistant', ...reply },
    ]);
    await this.sessionRows.update({ id: sessionId }, { gmtModified: new Date() });
    return (inserted.identifiers[1] as { id: number }).id;
  }

  /** The conversation so far, for the model: the newest messages, replies that failed empty left out. */
  private async history(sessionId: string): Promise<ModelMessage[]> {
    const rows = await this.messages.find({
      where: { sessionId },
      order: { id: 'DESC' },
      take: HISTORY_LIMIT,
      select: { id: true, role: true, content: true },
    });
    return rows
      .reverse()
      .filter((row) => row.content !== '')
      .map((row) => ({ role: row.role, content: row.content }));
  }

  private async submissionOf(session: AssistantSessionEntity): Promise<SubmissionFacts | null> {
    if (session.submitId === null) return null;
    const { status, errorMessage, code, language } = await this.submissions.get(session.submitId);
    return { status, errorMessage, code, language };
  }
}

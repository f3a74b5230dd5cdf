import { Body, Controller, Get, Header, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { AssistantSessionSummary, AssistantSessionView, AssistantStatus, Page } from '@verdict/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { PostOk } from '../../common/http/post-ok.decorator';
import { localeOf } from '../../common/i18n/locale-of';
import { translateMessage } from '../../common/i18n/translate-message';
import { AssistantChatService } from './assistant-chat.service';
import { AssistantSessionsService } from './assistant-sessions.service';
import { AssistantCodeDto, ChatQueryDto, InitSessionQueryDto, SessionPageQueryDto } from './assistant.dto';
import { EventStream } from './event-stream';

/**
 * The problem assistant under `/ai/*` (HOJ's client path): conversations per problem and the
 * streamed reply. Signed-in users only, except the status the problem page reads first.
 */
@Controller('ai')
export class AssistantController {
  constructor(
    private readonly sessions: AssistantSessionsService,
    private readonly chat: AssistantChatService,
  ) {}

  @Get('status')
  @Public()
  status(@CurrentUser() user?: AuthUser): Promise<AssistantStatus> {
    return this.sessions.status(user);
  }

  @Get('init-session')
  @Authenticated()
  initSession(@Query() query: InitSessionQueryDto, @CurrentUser() user: AuthUser): Promise<string> {
    return this.sessions.init(user, query);
  }

  /**
   * A server-sent event stream of the reply (`ASSISTANT_EVENTS`); a GET so a browser's EventSource
   * could read it too. Refusals come before the stream, as JSON with their status.
   */
  @Get('chat/:sessionId')
  @Authenticated()
  @Header('Cache-Control', 'no-cache, no-transform')
  @Header('X-Accel-Buffering', 'no')
  async chatStream(
    @Param('sessionId') sessionId: string,
    @Query() query: ChatQueryDto,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const turn = await this.chat.begin(user, sessionId, query.message);
    const locale = localeOf(request.headers['accept-language']);
    const stream = new EventStream();
    const gone = new AbortController();
    // Closed before the reply ended: the reader left (Stop, or the page closed).
    reply.raw.on('close', () => reply.raw.writableFinished || gone.abort());
    void this.chat.answer(turn, stream, gone.signal, (message) => translateMessage(message, locale));
    return new StreamableFile(stream.body, { type: 'text/event-stream; charset=utf-8' });
  }

  @Get('sessions')
  @Authenticated()
  list(
    @Query() query: SessionPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<AssistantSessionSummary<Date>>> {
    return this.sessions.list(user, query);
  }

  @Get('session/:id')
  @Authenticated()
  read(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AssistantSessionView<Date>> {
    return this.sessions.read(user, id);
  }

  @PostOk('session/:id/code')
  @Authenticated()
  saveCode(
    @Param('id') id: string,
    @Body() body: AssistantCodeDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.sessions.saveCode(user, id, body);
  }

  @DeleteOk('session/:id')
  @Authenticated()
  remove(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<void> {
    return this.sessions.remove(user, id);
  }
}

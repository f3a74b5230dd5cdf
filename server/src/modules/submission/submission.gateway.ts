import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { OnAppEvent } from '../../events/event-bus';
import { joinIfAllowed, JoinReply, leaveRooms, positiveId } from '../../infra/socket/room-join';
import { AccessService } from '../access/access.service';
import { SocketUsers } from '../auth/socket-users';
import {
  SUBMISSION_STATUS_EVENT,
  SUBMISSION_SUBSCRIBE_EVENT,
  SUBMISSION_UNSUBSCRIBE_EVENT,
  submissionRoom,
  type SubmissionStatusEvent,
} from './submission-events';
import { SubmissionQueryService } from './submission-query.service';

/**
 * Live status: a client authenticates with its token in the handshake (`auth.token`), subscribes
 * to its own submissions, and receives `submission-status` as they move to a final verdict.
 * CORS comes from the socket adapter (CORS_ORIGINS), as for the HTTP API.
 */
@WebSocketGateway()
export class SubmissionGateway {
  @WebSocketServer() private readonly server: Server;

  constructor(
    private readonly users: SocketUsers,
    private readonly submissions: SubmissionQueryService,
    private readonly access: AccessService,
  ) {}

  @OnAppEvent('submission.status')
  push(event: SubmissionStatusEvent): void {
    this.server.to(submissionRoom(event.submitId)).emit(SUBMISSION_STATUS_EVENT, event);
  }

  @SubscribeMessage(SUBMISSION_SUBSCRIBE_EVENT)
  async subscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: { submitId?: unknown },
  ): Promise<JoinReply> {
    const user = await this.users.of(socket);
    const submitId = positiveId(body?.submitId);
    if (!user) return { ok: false, msg: 'Please login first' };
    if (submitId === undefined) return { ok: false, msg: 'submitId is required' };
    return joinIfAllowed(socket, [submissionRoom(submitId)], async () => {
      const row = await this.submissions.get(submitId).catch(() => undefined);
      if (!row) return 'The submission does not exist';
      await this.access.requireWatchesSubmission(user, row);
    });
  }

  @SubscribeMessage(SUBMISSION_UNSUBSCRIBE_EVENT)
  unsubscribeRoom(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: { submitId?: unknown },
  ): Promise<{ ok: boolean }> {
    return leaveRooms(socket, [submissionRoom(Number(body?.submitId))]);
  }
}

import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SocketEvent } from '@verdict/common';
import { OnAppEvent } from '../../events/event-bus';
import type { Clarification } from '../../events/events';
import { joinIfAllowed, JoinReply, leaveRooms, positiveId } from '../../infra/socket/room-join';
import { SocketUsers } from '../auth/socket-users';
import { CommentScopes } from './comment-scopes';

/** Everyone following a contest's comments. */
export const contestCommentRoom = (cid: number) => `contest-comments:${cid}`;
/** One follower of a contest's comments, for what only they (and the admins) read. */
export const contestCommentUserRoom = (cid: number, uid: string) => `contest-comments:${cid}:${uid}`;

/**
 * Contest clarifications, live: a client that may read a contest's comments follows them
 * (`join-contest-comments`), and receives `contest-clarification` when a contest admin posts a
 * comment or a reply that it may read. The contest's own room is not used, because a public board
 * lets people into it who may not read the comments.
 */
@WebSocketGateway()
export class CommentGateway {
  @WebSocketServer() private readonly server: Server;

  constructor(
    private readonly users: SocketUsers,
    private readonly scopes: CommentScopes,
  ) {}

  @OnAppEvent('comment.clarification')
  push({ event, audience }: Clarification): void {
    const rooms =
      audience === 'everyone'
        ? [contestCommentRoom(event.cid)]
        : audience.map((uid) => contestCommentUserRoom(event.cid, uid));
    this.server.to(rooms).emit(SocketEvent.contestClarification, event);
  }

  @SubscribeMessage(SocketEvent.joinContestComments)
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: { cid?: unknown }): Promise<JoinReply> {
    const cid = positiveId(body?.cid);
    if (cid === undefined) return { ok: false, msg: 'cid is required' };
    const user = await this.users.of(socket);
    if (!user) return { ok: false, msg: 'Please login first' };
    return joinIfAllowed(socket, [contestCommentRoom(cid), contestCommentUserRoom(cid, user.uid)], () =>
      this.scopes.enter({ cid }, user).then(() => undefined),
    );
  }

  @SubscribeMessage(SocketEvent.leaveContestComments)
  async leave(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: { cid?: unknown },
  ): Promise<{ ok: boolean }> {
    const cid = Number(body?.cid);
    const user = await this.users.of(socket);
    const rooms = [contestCommentRoom(cid)];
    if (user) rooms.push(contestCommentUserRoom(cid, user.uid));
    return leaveRooms(socket, rooms);
  }
}

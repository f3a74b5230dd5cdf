import { OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SocketEvent, type ContestBoardChangedEvent, type ContestStatusEvent } from '@verdict/common';
import { joinIfAllowed, JoinReply, leaveRooms, positiveId } from '../../infra/socket/room-join';
import { SocketUsers } from '../auth/socket-users';
import { ContestBoardService } from './board/contest-board.service';
import { ContestAnnouncementService } from './contest-announcement.service';
import { ContestClock } from './contest-clock';
import { ContestParticipants } from './contest-participants';
import { ContestRules } from './contest-rules';

/** Followers of a contest's board and clock: whoever may see the board. */
export const contestRoom = (cid: number) => `contest:${cid}`;
/** Followers of a contest's announcements: whoever may read them, a public board or not. */
export const contestAnnouncementRoom = (cid: number) => `contest-announcements:${cid}`;

/** A board changes with every verdict; followers are told at most this often per contest. */
const BOARD_PUSH_MS = 1_000;

/**
 * Contest followers: a client joins a contest (`join-contest`, when it may enter the contest or its
 * board is public) and is pushed board changes and the start and end, and announcements as they are
 * published when it may read them as the announcement page does. With the Redis adapter, an event
 * raised on one API instance reaches the followers connected to every instance.
 */
@WebSocketGateway()
export class ContestGateway implements OnGatewayInit, OnModuleDestroy {
  private readonly stops: (() => void)[] = [];
  private readonly boardTimers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly users: SocketUsers,
    private readonly rules: ContestRules,
    private readonly announcements: ContestAnnouncementService,
    private readonly board: ContestBoardService,
    private readonly clock: ContestClock,
    private readonly participants: ContestParticipants,
  ) {}

  afterInit(server: Server): void {
    this.stops.push(
      this.announcements.onPublished((announcement) => {
        const { id, cid, title, gmtCreate } = announcement;
        server
          .to(contestAnnouncementRoom(cid))
          .emit(SocketEvent.contestAnnouncement, { id, cid, title, gmtCreate });
      }),
      this.board.onChange((cid) => this.pushBoard(server, cid)),
      // Someone new took part: followers refresh the participant count with the board.
      this.participants.onJoined((cid) => this.pushBoard(server, cid)),
      this.clock.onTransition((event: ContestStatusEvent) => {
        server.to(contestRoom(event.cid)).emit(SocketEvent.contestStatus, event);
      }),
    );
  }

  @SubscribeMessage(SocketEvent.joinContest)
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: { cid?: unknown }): Promise<JoinReply> {
    const cid = positiveId(body?.cid);
    if (cid === undefined) return { ok: false, msg: 'cid is required' };
    const user = (await this.users.of(socket)) ?? undefined;
    const board = await joinIfAllowed(socket, [contestRoom(cid)], async () => {
      const contest = await this.rules.visibleContest(user, cid);
      if (!contest.openRank) await this.announcements.requireReader(user, cid);
    });
    if (board.ok) {
      await joinIfAllowed(socket, [contestAnnouncementRoom(cid)], () =>
        this.announcements.requireReader(user, cid),
      );
    }
    return board;
  }

  @SubscribeMessage(SocketEvent.leaveContest)
  leave(@ConnectedSocket() socket: Socket, @MessageBody() body: { cid?: unknown }): Promise<{ ok: boolean }> {
    const cid = Number(body?.cid);
    return leaveRooms(socket, [contestRoom(cid), contestAnnouncementRoom(cid)]);
  }

  /** One push per contest per second at most, however many verdicts arrive. */
  private pushBoard(server: Server, cid: number): void {
    if (this.boardTimers.has(cid)) return;
    const timer = setTimeout(() => {
      this.boardTimers.delete(cid);
      const event: ContestBoardChangedEvent = { cid };
      server.to(contestRoom(cid)).emit(SocketEvent.contestBoardChanged, event);
    }, BOARD_PUSH_MS);
    timer.unref();
    this.boardTimers.set(cid, timer);
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
    for (const timer of this.boardTimers.values()) clearTimeout(timer);
  }
}

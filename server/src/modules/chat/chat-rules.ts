import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { ContestsUnderWay, type ContestUnderWay } from '../contest/contests-under-way';
import { GroupMembership } from '../group/group-membership.service';
import { SiteConfigService } from '../site/site-config.service';
import { type Conversation, parseConversation, peerIn } from './chat-conversation';
import { ChatPeople } from './chat-people';
import { ChatBlockEntity, ChatGroupClosedEntity, ChatMuteEntity } from './chat.entities';
import { CHAT_MESSAGES, mutedUntil } from './chat-texts';

/** Who is enough of a user for the rules: an id and a role. */
type Person = Pick<AuthUser, 'uid' | 'role'>;

/**
 * Who may read and write where: the site's switch, the parties of a conversation (the two users,
 * or the group's members now), blocks, mutes, groups whose admins closed their chat, and the
 * contest rule: while a contest runs, its participants talk to its admins and to no one else.
 */
@Injectable()
export class ChatRules {
  constructor(
    @InjectRepository(ChatBlockEntity) private readonly blocks: Repository<ChatBlockEntity>,
    @InjectRepository(ChatMuteEntity) private readonly mutes: Repository<ChatMuteEntity>,
    @InjectRepository(ChatGroupClosedEntity) private readonly closedGroups: Repository<ChatGroupClosedEntity>,
    private readonly site: SiteConfigService,
    private readonly membership: GroupMembership,
    private readonly users: ChatPeople,
    private readonly contests: ContestsUnderWay,
  ) {}

  /** 403 while the site's chat switch is off. */
  async requireOn(): Promise<void> {
    if (!(await this.isOn())) throw forbidden(CHAT_MESSAGES.off);
  }

  async isOn(): Promise<boolean> {
    return (await this.site.website()).imchat;
  }

  /**
   * The conversation a name stands for, when the viewer is one of its parties: 400 for a name that
   * is none, 403 for someone else's, 404 for a user who does not exist. A group's conversation is
   * shut to its members who take part in a running contest (others could write the answers there).
   */
  async requireParty(viewer: AuthUser, name: unknown): Promise<Conversation> {
    const conversation = parseConversation(name);
    if (!conversation) throw badRequest(CHAT_MESSAGES.unknown);
    if (conversation.kind === 'direct') {
      if (!conversation.uids.includes(viewer.uid)) throw forbidden(CHAT_MESSAGES.notParty);
      if (!(await this.users.one(peerIn(conversation, viewer.uid)))) throw notFound(CHAT_MESSAGES.noUser);
      return conversation;
    }
    if (!(await this.membership.isMember(viewer, conversation.gid))) throw forbidden(CHAT_MESSAGES.notParty);
    if (await this.contestBound(viewer)) throw forbidden(CHAT_MESSAGES.inContest);
    return conversation;
  }

  /**
   * The conversation, when the viewer is one of its parties and may write in it now: both are
   * read side by side, and the party check's refusal comes first.
   */
  async requireWritable(viewer: AuthUser, name: unknown): Promise<Conversation> {
    const conversation = parseConversation(name);
    if (!conversation) throw badRequest(CHAT_MESSAGES.unknown);
    const [party, closed] = await Promise.allSettled([
      this.requireParty(viewer, name),
      this.whyClosed(viewer, conversation),
    ]);
    if (party.status === 'rejected') throw party.reason;
    if (closed.status === 'rejected') throw closed.reason;
    const refusal = closed.value;
    if (refusal) throw forbidden(refusal);
    return conversation;
  }

  /** Why the viewer may not write in the conversation now, or null. */
  async whyClosed(viewer: AuthUser, conversation: Conversation): Promise<string | null> {
    return (await this.closedReasons(viewer, [conversation])).get(conversation.name) ?? null;
  }

  /** Why the viewer may not write in each of these conversations now; open ones are absent. */
  async closedReasons(
    viewer: AuthUser,
    conversations: readonly Conversation[],
  ): Promise<Map<string, string>> {
    const reasons = new Map<string, string>();
    const direct = conversations.filter((c): c is Conversation & { kind: 'direct' } => c.kind === 'direct');
    const groups = conversations.filter((c): c is Conversation & { kind: 'group' } => c.kind === 'group');
    const peers = direct.map((conversation) => peerIn(conversation, viewer.uid));
    const [mute, blocked, closedGroups, contestRefusals] = await Promise.all([
      this.mutes.findOneBy({ uid: viewer.uid }),
      this.blockedBetween(viewer.uid, peers),
      this.closedGroupIds(groups.map((group) => group.gid)),
      this.contestRefusals(viewer, peers),
    ]);
    if (mute && mute.until.getTime() > Date.now()) {
      for (const conversation of conversations) reasons.set(conversation.name, mutedUntil(mute.until));
      return reasons;
    }
    for (const conversation of direct) {
      const peer = peerIn(conversation, viewer.uid);
      const reason = blocked.get(peer) ?? contestRefusals.get(peer);
      if (reason) reasons.set(conversation.name, reason);
    }
    const viewerBound = groups.length > 0 && (await this.contestBound(viewer));
    for (const group of groups) {
      if (closedGroups.has(group.gid)) reasons.set(group.name, CHAT_MESSAGES.groupClosed);
      else if (viewerBound) reasons.set(group.name, CHAT_MESSAGES.inContest);
    }
    return reasons;
  }

  /** Why the viewer may message no one but some contest's admins now, or null. */
  async restriction(viewer: AuthUser): Promise<string | null> {
    return (await this.contestBound(viewer)) ? CHAT_MESSAGES.inContest : null;
  }

  /** Of these users, those who may read a group's conversation now: not those in a running contest. */
  async groupReaders(uids: readonly string[]): Promise<string[]> {
    const bound = await this.boundContests(uids);
    return uids.filter((uid) => !bound.has(uid));
  }

  async closedGroupIds(gids: readonly number[]): Promise<Set<number>> {
    if (gids.length === 0) return new Set();
    const rows = await this.closedGroups.find({ where: { gid: In([...gids]) }, select: { gid: true } });
    return new Set(rows.map((row) => row.gid));
  }

  /** Whether the user takes part in a running contest they do not administer. */
  private async contestBound(viewer: Person): Promise<boolean> {
    return (await this.boundContests([viewer.uid], new Map([[viewer.uid, viewer]]))).has(viewer.uid);
  }

  /**
   * The running contests each of these users takes part in without administering them; users in
   * none are absent. `known` spares reading the roles of users already at hand.
   */
  private async boundContests(
    uids: readonly string[],
    known = new Map<string, Person>(),
  ): Promise<Map<string, ContestUnderWay[]>> {
    const taking = await this.contests.takenPartIn(uids);
    const bound = new Map<string, ContestUnderWay[]>();
    if (taking.size === 0) return bound;
    const people = await this.people([...taking.keys()], known);
    for (const [uid, contests] of taking) {
      const person = people.get(uid);
      if (!person) continue;
      const notAdministered = await this.notAdministeredBy(person, contests);
      if (notAdministered.length > 0) bound.set(uid, notAdministered);
    }
    return bound;
  }

  /**
   * The contest rule between the viewer and each peer: a participant writes only to the admins of
   * the contests they take part in, and is written to only by those admins.
   */
  private async contestRefusals(viewer: AuthUser, peers: readonly string[]): Promise<Map<string, string>> {
    const refusals = new Map<string, string>();
    if (peers.length === 0) return refusals;
    const known = new Map<string, Person>([[viewer.uid, viewer]]);
    const bound = await this.boundContests([viewer.uid, ...peers], known);
    if (bound.size === 0) return refusals;
    const people = await this.people(peers, known);
    const viewerContests = bound.get(viewer.uid) ?? [];
    for (const peer of peers) {
      const person = people.get(peer);
      if (!person) continue;
      if ((await this.notAdministeredBy(person, viewerContests)).length > 0) {
        refusals.set(peer, CHAT_MESSAGES.inContest);
      } else if ((await this.notAdministeredBy(viewer, bound.get(peer) ?? [])).length > 0) {
        refusals.set(peer, CHAT_MESSAGES.peerInContest);
      }
    }
    return refusals;
  }

  private async notAdministeredBy(
    person: Person,
    contests: readonly ContestUnderWay[],
  ): Promise<ContestUnderWay[]> {
    const left: ContestUnderWay[] = [];
    for (const contest of contests)
      if (!(await this.contests.administers(person, contest))) left.push(contest);
    return left;
  }

  /** The blocks between the user and each peer, as the refusal the user gets; peers without one are absent. */
  private async blockedBetween(uid: string, peers: readonly string[]): Promise<Map<string, string>> {
    const refusals = new Map<string, string>();
    if (peers.length === 0) return refusals;
    const rows = await this.blocks.find({
      where: [
        { uid, blockedUid: In([...peers]) },
        { uid: In([...peers]), blockedUid: uid },
      ],
    });
    for (const row of rows) {
      if (row.uid === uid) refusals.set(row.blockedUid, CHAT_MESSAGES.blockedPeer);
      else if (!refusals.has(row.uid)) refusals.set(row.uid, CHAT_MESSAGES.blockedByPeer);
    }
    return refusals;
  }

  private async people(uids: readonly string[], known: Map<string, Person>): Promise<Map<string, Person>> {
    const people = new Map(known);
    const cards = await this.users.of(uids.filter((uid) => !known.has(uid)));
    for (const [uid, card] of cards) people.set(uid, { uid, role: card.role });
    return people;
  }
}

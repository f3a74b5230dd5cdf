import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { BUILT_IN_REMOTE_JUDGES, type RemoteAccountView, type RemoteJudgeKind } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import type { RemoteAccount } from './adapters/remote-judge-adapter';
import type { RemoteSite } from './remote-adapters';
import { RemoteAccountEntity } from './remote-judge.entities';
import type { AddRemoteAccountDto, UpdateRemoteAccountDto } from './remote-judge.dto';
import { RemoteSecrets } from './remote-secrets';

/** An account the worker holds for one submission, its password opened. */
export interface HeldAccount {
  id: number;
  site: RemoteSite;
  account: RemoteAccount;
}

const siteOf = (row: RemoteAccountEntity): RemoteSite => ({
  oj: row.oj,
  kind: row.kind as RemoteJudgeKind,
  baseUrl: row.baseUrl,
});

/**
 * The pool of the site's accounts on other judges: the back office adds, switches and removes
 * them; the worker takes a free one per submission and paces each at its judge's rate. A judge
 * is offered (imports, submissions, its contests) once it has an enabled account.
 */
@Injectable()
export class RemoteAccountsService {
  constructor(
    @InjectRepository(RemoteAccountEntity) private readonly accounts: Repository<RemoteAccountEntity>,
    private readonly secrets: RemoteSecrets,
  ) {}

  async list(): Promise<RemoteAccountView<Date>[]> {
    const rows = await this.accounts.find({ order: { oj: 'ASC', username: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      oj: row.oj,
      kind: row.kind as RemoteJudgeKind,
      baseUrl: row.baseUrl,
      username: row.username,
      enabled: row.enabled,
      nextSubmitAt: row.nextSubmitAt && row.nextSubmitAt.getTime() > Date.now() ? row.nextSubmitAt : null,
      lastError: row.lastError,
      gmtCreate: row.gmtCreate,
    }));
  }

  async add(dto: AddRemoteAccountDto): Promise<void> {
    const site = await this.siteFor(dto);
    if (await this.accounts.existsBy({ oj: site.oj, username: dto.username })) {
      throw badRequest(`The account ${dto.username} on ${site.oj} is already in the pool`);
    }
    await this.accounts.insert({ ...site, username: dto.username, secret: this.secrets.seal(dto.password) });
  }

  async update(dto: UpdateRemoteAccountDto): Promise<void> {
    const row = await this.require(dto.id);
    const changes: Partial<RemoteAccountEntity> = {};
    if (dto.enabled !== undefined) changes.enabled = dto.enabled;
    if (dto.password) Object.assign(changes, { secret: this.secrets.seal(dto.password), lastError: null });
    if (Object.keys(changes).length > 0) await this.accounts.update({ id: row.id }, changes);
  }

  async remove(id: number): Promise<void> {
    await this.require(id);
    await this.accounts.delete({ id });
  }

  /** The judge of that name, when it has an enabled account; null otherwise. */
  async siteNamed(oj: string): Promise<RemoteSite | null> {
    const row = await this.accounts.findOneBy({ oj, enabled: true });
    return row ? siteOf(row) : null;
  }

  /** Every judge with an enabled account. */
  async sites(): Promise<RemoteSite[]> {
    const rows = await this.accounts.find({ where: { enabled: true }, order: { oj: 'ASC' } });
    return [...new Map(rows.map((row) => [row.oj, siteOf(row)])).values()];
  }

  /** Whether the judge has any enabled account at all (else its submissions cannot wait for one). */
  hasAccount(oj: string): Promise<boolean> {
    return this.accounts.existsBy({ oj, enabled: true });
  }

  /**
   * Takes an enabled account of the judge that may submit now, and marks it busy for
   * `paceMs`; null when each must still wait. Only the worker calls this, one instance at a time.
   */
  async take(oj: string, paceMs: number, now = new Date()): Promise<HeldAccount | null> {
    const free = await this.accounts.findOne({
      where: [
        { oj, enabled: true, nextSubmitAt: IsNull() },
        { oj, enabled: true, nextSubmitAt: LessThanOrEqual(now) },
      ],
      order: { nextSubmitAt: 'ASC', id: 'ASC' },
    });
    if (!free) return null;
    await this.accounts.update({ id: free.id }, { nextSubmitAt: new Date(now.getTime() + paceMs) });
    return {
      id: free.id,
      site: siteOf(free),
      account: { username: free.username, password: this.secrets.open(free.secret) },
    };
  }

  /** Opens the account a run was submitted with, to read its result. */
  async open(id: number): Promise<HeldAccount | null> {
    const row = await this.accounts.findOneBy({ id });
    if (!row) return null;
    return {
      id: row.id,
      site: siteOf(row),
      account: { username: row.username, password: this.secrets.open(row.secret) },
    };
  }

  /** The account may not submit before then (the remote's pace after a submission, or a rate limit's wait). */
  async pause(id: number, untilMs: number): Promise<void> {
    await this.accounts.update({ id }, { nextSubmitAt: new Date(untilMs) });
  }

  async noteError(id: number, error: string | null): Promise<void> {
    await this.accounts.update({ id }, { lastError: error?.slice(0, 500) ?? null });
  }

  private async require(id: number): Promise<RemoteAccountEntity> {
    const row = await this.accounts.findOneBy({ id });
    if (!row) throw notFound('The account does not exist');
    return row;
  }

  /** A built-in judge's kind and address, or a HOJ site's; every account of one judge shares them. */
  private async siteFor(dto: AddRemoteAccountDto): Promise<RemoteSite> {
    const builtIn = BUILT_IN_REMOTE_JUDGES.find((judge) => judge.name === dto.oj);
    const kind = builtIn?.kind ?? dto.kind ?? 'hoj';
    const baseUrl = (dto.baseUrl ?? builtIn?.baseUrl)?.replace(/\/+$/, '');
    if (!baseUrl) throw badRequest(`The address of ${dto.oj} is required`);
    const existing = await this.accounts.findOneBy({ oj: dto.oj });
    if (existing && (existing.baseUrl !== baseUrl || existing.kind !== kind)) {
      throw badRequest(`${dto.oj} is already the ${existing.kind} judge at ${existing.baseUrl}`);
    }
    return { oj: dto.oj, kind, baseUrl };
  }
}

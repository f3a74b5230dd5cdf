import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type request from 'supertest';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { ProblemListCache } from '../../src/modules/problem/problem-list-cache';
import { ProblemEntity } from '../../src/modules/problem/problem.entity';
import { SiteConfigService } from '../../src/modules/site/site-config.service';
import type { ApiClient, TestUsers } from './api-client';

/** The private group most group tests use: members join with its code. */
export const NIGHT_CLASS = { name: 'Night class', shortName: 'NC', auth: 3, code: 'abc123' };
/** A second, public group, owned by someone outside the first. */
export const OTHER_CLUB = { name: 'Other club', shortName: 'OC', auth: 1 };

/** Lets any user create groups at once and often (the site's defaults ask for solved problems). */
export async function allowGroupCreation(app: NestFastifyApplication): Promise<void> {
  await app.get(SiteConfigService).update({
    switch: {
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    },
  });
}

/** Creates a group as `owner` and returns its id. */
export async function createGroup(owner: ApiClient, group: Record<string, unknown>): Promise<number> {
  return (await owner.post('/api/group', group).expect(200)).body.data.id as number;
}

/** Sends a request to join the group; it waits for an admin until `setMemberAuth`. */
export async function applyToGroup(applicant: ApiClient, gid: number, code?: string): Promise<void> {
  const query = code === undefined ? { gid, reason: 'Let me in' } : { gid, reason: 'Let me in', code };
  await applicant.post('/api/group/member', {}, query).expect(200);
}

/** Gives a member (or applicant) a group role: 2 refused, 3 member, 4 admin, 5 root. */
export async function setMemberAuth(admin: ApiClient, gid: number, uid: string, auth: number): Promise<void> {
  await admin.put('/api/group/member', { gid, uid, auth }).expect(200);
}

/** Each named user applies with `code` and `admin` grants them their role, one after the other. */
export async function joinWithRoles(
  users: { as(who: string): ApiClient; uids: Record<string, string> },
  admin: string,
  gid: number,
  roles: Record<string, number>,
  code?: string,
): Promise<void> {
  for (const [name, auth] of Object.entries(roles)) {
    await applyToGroup(users.as(name), gid, code);
    await setMemberAuth(users.as(admin), gid, users.uids[name], auth);
  }
}

/**
 * The usual group of a test: lets users create groups, has owen open the private Night class and
 * gives each user in `roles` their role in it (3 member, 4 admin, 5 root). Returns its id.
 */
export async function openNightClass(
  app: NestFastifyApplication,
  users: TestUsers,
  roles: Record<string, number>,
): Promise<number> {
  await allowGroupCreation(app);
  const gid = await createGroup(users.as('owen'), NIGHT_CLASS);
  await joinWithRoles(users, 'owen', gid, roles, NIGHT_CLASS.code);
  return gid;
}

/**
 * Changes stored problem columns (its group, its auth, its publication stage) that no route of
 * the test's subject sets, and drops what the app keeps of problems, as an admin's change would.
 */
export async function updateProblemRow(
  app: NestFastifyApplication,
  where: FindOptionsWhere<ProblemEntity>,
  changes: Partial<Pick<ProblemEntity, 'gid' | 'auth' | 'applyPublicProgress'>>,
): Promise<void> {
  await app.get(DataSource).getRepository(ProblemEntity).update(where, changes);
  app.get(ProblemListCache).clear();
}

/** An answer an outsider gets: the given status, and nothing of `secret` anywhere in it. */
export async function expectHidden(
  call: request.Test,
  secret: string,
  status = 404,
): Promise<{ msg: string }> {
  const response = await call.expect(status);
  expect(JSON.stringify(response.body)).not.toContain(secret);
  return response.body as { msg: string };
}

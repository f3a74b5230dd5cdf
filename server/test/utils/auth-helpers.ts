import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Role } from '@verdict/common';
import { KeyValueStore } from '../../src/infra/kv/key-value-store';
import { UserService } from '../../src/modules/user/user.service';

export const DEFAULT_PASSWORD = 'secret-123';

/** Creates a user straight through the service (a factory, not the HTTP flow under test). */
export async function createUser(
  app: NestFastifyApplication,
  username: string,
  role: number = Role.DEFAULT_USER,
  password = DEFAULT_PASSWORD,
): Promise<{ uid: string; username: string; password: string }> {
  const user = await app
    .get(UserService)
    .create({ username, password, email: `${username}@example.com`, role });
  return { uid: user.uid, username, password };
}

/** Logs in over HTTP and returns the raw token from the `Authorization` response header. */
export async function loginAs(
  app: NestFastifyApplication,
  username: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const response = await request(app.getHttpServer())
    .post('/api/login')
    .send({ username, password })
    .expect(200);
  const token = response.headers.authorization;
  if (!token) throw new Error(`login of ${username} returned no token`);
  return token;
}

/** The newest mail in the outbox sent to `email`, as text. */
export function latestMailTo(dataDir: string, email: string): string {
  const dir = join(dataDir, 'outbox');
  const safe = email.replace(/[^\w.@-]/g, '_');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(`-${safe}.eml`))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  if (files.length === 0) throw new Error(`no mail to ${email} in ${dir}`);
  return readFileSync(join(dir, files[files.length - 1]), 'utf8');
}

/** The 6-digit code in the newest mail to `email`. */
export function latestCodeTo(dataDir: string, email: string): string {
  const body = latestMailTo(dataDir, email)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in the mail to ${email}`);
  return match[1];
}

/** A fresh captcha and its answer: the answer is in the image, so the test reads it from the server's store. */
export async function solvedCaptcha(
  app: NestFastifyApplication,
): Promise<{ captcha: string; captchaKey: string }> {
  const response = await request(app.getHttpServer()).get('/api/captcha').expect(200);
  const captchaKey: string = response.body.data.captchaKey;
  const captcha = await app.get(KeyValueStore).get(`captcha:${captchaKey}`);
  return { captcha: captcha!, captchaKey };
}

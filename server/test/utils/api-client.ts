import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createUser, loginAs } from './auth-helpers';
import { ROOT_PASSWORD } from './create-test-app';

type Query = Record<string, unknown>;

/** One user's HTTP calls (or a visitor's, without a token), optionally in a chosen language. */
export class ApiClient {
  constructor(
    private readonly app: NestFastifyApplication,
    readonly token?: string,
    private readonly language?: string,
  ) {}

  private signed<T extends request.Test>(call: T): T {
    const withToken = this.token ? call.set('Authorization', this.token) : call;
    return this.language ? withToken.set('Accept-Language', this.language) : withToken;
  }

  private http() {
    return request(this.app.getHttpServer());
  }

  get(path: string, query: Query = {}) {
    return this.signed(this.http().get(path).query(query));
  }

  post(path: string, body: unknown = {}, query: Query = {}) {
    return this.signed(this.http().post(path).query(query)).send(body as object);
  }

  put(path: string, body: unknown = {}, query: Query = {}) {
    return this.signed(this.http().put(path).query(query)).send(body as object);
  }

  /** Some delete routes take their ids in the query, others (lists, nested objects) in the body. */
  delete(path: string, query: Query = {}, body?: unknown) {
    const call = this.signed(this.http().delete(path).query(query));
    return body === undefined ? call : call.send(body as object);
  }
}

/**
 * The people of a test by name: their uids and tokens, and a client for each (`null` is a
 * signed-out visitor). The app is read lazily, so the cast can be declared before the app starts.
 */
export class TestUsers {
  readonly tokens: Record<string, string> = {};
  readonly uids: Record<string, string> = {};

  constructor(private readonly app: () => NestFastifyApplication) {}

  /** Creates each user with `role` and logs them in. */
  async signUp(names: string[], role: number = Role.DEFAULT_USER): Promise<void> {
    for (const name of names) {
      this.uids[name] = (await createUser(this.app(), name, role)).uid;
      this.tokens[name] = await loginAs(this.app(), name);
    }
  }

  /** Logs in the seeded super admin as `root`. */
  async signInRoot(): Promise<void> {
    this.tokens.root = await loginAs(this.app(), 'root', ROOT_PASSWORD);
  }

  as(who: string | null, language?: string): ApiClient {
    return new ApiClient(this.app(), who ? this.tokens[who] : undefined, language);
  }
}

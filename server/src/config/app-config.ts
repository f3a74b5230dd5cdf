import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  Validate,
  validateSync,
} from 'class-validator';
import { keepOwnerOnly } from '../common/fs/keep-owner-only';
import { KnownLanguageList } from './known-language-list';
import { splitList } from './split-list';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
/** Switches read 1/0, true/false, yes/no or on/off; anything else stays a string and fails IsBoolean. */
const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  const text = String(value).toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  return ['0', 'false', 'no', 'off'].includes(text) ? false : value;
};

/** bcrypt cost 10: about 70 ms a hash here, slow enough for stolen hashes, fast enough for logins. */
export const DEFAULT_PASSWORD_HASH_COST = 10;

/** Environment variables the server reads; validated once at boot. */
class EnvironmentVariables {
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsString() DATA_DIR?: string;
  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/.+/, { message: 'DATABASE_URL must be a mysql:// or mariadb:// URL' })
  DATABASE_URL?: string;
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;
  @IsOptional() @IsString() REDIS_PREFIX?: string;
  @IsOptional() @IsString() JWT_SECRET?: string;
  @IsOptional() @IsString() REMOTE_JUDGE_KEY?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(50) REMOTE_JUDGE_TICK_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(60) JWT_EXPIRE_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(30) JWT_REFRESH_SECONDS?: number;
  @IsOptional()
  @Length(6, 20, { message: 'ROOT_PASSWORD must be 6 to 20 characters, as every login password' })
  ROOT_PASSWORD?: string;
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;
  @IsOptional() @IsString() MAIL_FROM?: string;
  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'AI_BASE_URL must be an http:// or https:// URL' })
  AI_BASE_URL?: string;
  @IsOptional() @IsString() AI_API_KEY?: string;
  @IsOptional() @IsString() AI_MODEL?: string;
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1, { message: 'AI_IDLE_TIMEOUT_SECONDS must be at least 1' })
  AI_IDLE_TIMEOUT_SECONDS?: number;
  @IsOptional() @Transform(toBool) @IsBoolean() LANGUAGE_SERVERS?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) LANGUAGE_SERVER_SESSIONS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) LANGUAGE_SERVER_SESSIONS_PER_USER?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(256) LANGUAGE_SERVER_MEMORY_MB?: number;
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+$/, {
    message: 'LANGUAGE_SERVER_ORIGIN must be an origin such as https://lsp.example.org',
  })
  LANGUAGE_SERVER_ORIGIN?: string;
  @IsOptional() @IsString() BASE_URL?: string;
  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) RATE_LIMIT_PER_MINUTE?: number;
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(4, { message: 'PASSWORD_HASH_COST must be 4 to 15' })
  @Max(15, { message: 'PASSWORD_HASH_COST must be 4 to 15' })
  PASSWORD_HASH_COST?: number;
  @IsOptional() @IsString() JUDGER_TOKEN?: string;
  @IsOptional()
  @Length(16, 200, { message: 'METRICS_TOKEN must be 16 to 200 characters' })
  METRICS_TOKEN?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() EMBEDDED_JUDGER?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(64) JUDGE_WORKERS?: number;
  @IsOptional() @Validate(KnownLanguageList) JUDGE_LANGUAGES?: string;
  @IsOptional()
  @IsIn(['auto', 'namespace', 'isolate'], { message: 'JUDGE_SANDBOX must be auto, namespace or isolate' })
  JUDGE_SANDBOX?: 'auto' | 'namespace' | 'isolate';
  @IsOptional() @IsString() JUDGE_SELF_TEST_RECORD_DIR?: string;
  @IsOptional() @IsString() WEB_DIST?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) SUBMIT_INTERVAL_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) RECONCILE_INTERVAL_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) RECONCILE_STALE_SECONDS?: number;
  @IsOptional()
  @Matches(/^(true|false|\d+|[\w.:/, -]+)$/, {
    message: 'TRUST_PROXY must be true, false, a hop count or addresses',
  })
  TRUST_PROXY?: string;
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^/\s,]+\s*(,\s*https?:\/\/[^/\s,]+\s*)*$/, {
    message: 'CORS_ORIGINS must be comma-separated origins such as https://oj.example.edu (no path)',
  })
  CORS_ORIGINS?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() OPENAPI?: boolean;
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'AUDIT_RETENTION_DAYS must be a whole number of days (0 keeps the audit log forever)' })
  @Min(0, { message: 'AUDIT_RETENTION_DAYS must be a whole number of days (0 keeps the audit log forever)' })
  AUDIT_RETENTION_DAYS?: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  jwtSecret: string;
  /** Encrypts the passwords of the site's accounts on other judges (every API instance needs the same). */
  remoteJudgeKey: string;
  /** How often the remote queue is worked: submissions handed over, runs read. */
  remoteJudgeTickMs: number;
  jwtExpireSeconds: number;
  jwtRefreshSeconds: number;
  rootPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The assistant's OpenAI-compatible model, where the back office leaves it unset. */
  ai: { baseUrl: string; apiKey: string; model: string };
  /** How long the assistant waits for the model's next piece before it gives the reply up. */
  aiIdleTimeoutSeconds: number;
  /** The editor's language servers run on this host, within these caps. */
  languageServers: LanguageServerLimits;
  baseUrl: string;
  logLevel: string;
  rateLimitPerMinute: number;
  /** bcrypt cost of stored passwords (each step doubles a hash's time). */
  passwordHashCost: number;
  judgerToken: string;
  /** Bearer token of `/metrics`; unset, there is no `/metrics`. */
  metricsToken?: string;
  embeddedJudger: boolean;
  judgeWorkers: number;
  /** Languages the in-process workers offer; undefined means every language of the table. */
  judgeLanguages?: string[];
  /** Sandbox of the in-process workers: isolate when installed, else the namespace backend. */
  judgeSandbox: 'auto' | 'namespace' | 'isolate';
  /** Where the embedded judge keeps a passed language self-test for its next start (unset: always run it). */
  judgeSelfTestRecordDir?: string;
  /** The built web app to serve: none with `WEB_DIST=none` (an instance serving the API alone). */
  webDist?: string;
  submitIntervalSeconds: number;
  /** How often the reconciler looks for lost submissions, and how long one sits untouched before it counts as lost. */
  reconcileIntervalSeconds: number;
  reconcileStaleSeconds: number;
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy): client IPs feed lockouts and rate limits. */
  trustProxy: boolean | number | string;
  /** Other sites whose pages may call the API with the user's token; none by default (same origin only). */
  corsOrigins: string[];
  /** Serve the OpenAPI page at /api/docs (it maps every route for whoever asks). */
  openApi: boolean;
  /** Days an audit log entry is kept; 0 keeps them forever. */
  auditRetentionDays: number;
}

export interface LanguageServerLimits {
  enabled: boolean;
  /** Sessions (server processes) at once on this host, and per user. */
  sessions: number;
  sessionsPerUser: number;
  /** Address space each server process may take. */
  memoryMb: number;
  /** Other hosts that run them for this site's editors (empty: this API's own socket). */
  origin: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads a secret from the environment, or creates one in the data folder so restarts keep sessions. */
function persistentSecret(dataDir: string, fileName: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const path = join(dataDir, fileName);
  if (existsSync(path)) return readFileSync(keepOwnerOnly(path), 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

function defaultWebDist(): string | undefined {
  const candidate = resolve(__dirname, '..', '..', '..', 'web', 'dist');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}

/** `true`/`false`, a hop count, or addresses and ranges; by default only a proxy on this host. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = plainToInstance(EnvironmentVariables, env, { excludeExtraneousValues: false });
  const errors = validateSync(parsed, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map(
        (e) => `${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`,
      ),
    );
  }
  const dataDir = resolve(parsed.DATA_DIR ?? 'data');
  // The database, secrets and test data live here: no other local user may read them.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = parsed.PORT ?? 3000;
  return {
    env: (parsed.NODE_ENV as AppConfig['env']) ?? 'development',
    port,
    host: parsed.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX ?? 'verdict:',
    jwtSecret: persistentSecret(dataDir, 'jwt-secret', parsed.JWT_SECRET),
    remoteJudgeKey: persistentSecret(dataDir, 'remote-judge-key', parsed.REMOTE_JUDGE_KEY),
    remoteJudgeTickMs: parsed.REMOTE_JUDGE_TICK_MS ?? 1000,
    jwtExpireSeconds: parsed.JWT_EXPIRE_SECONDS ?? 86400,
    jwtRefreshSeconds: parsed.JWT_REFRESH_SECONDS ?? 43200,
    rootPassword: parsed.ROOT_PASSWORD,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? 'Verdict <no-reply@verdict.local>',
    ai: { baseUrl: parsed.AI_BASE_URL ?? '', apiKey: parsed.AI_API_KEY ?? '', model: parsed.AI_MODEL ?? '' },
    aiIdleTimeoutSeconds: parsed.AI_IDLE_TIMEOUT_SECONDS ?? 60,
    languageServers: {
      enabled: parsed.LANGUAGE_SERVERS ?? true,
      sessions: parsed.LANGUAGE_SERVER_SESSIONS ?? 8,
      sessionsPerUser: parsed.LANGUAGE_SERVER_SESSIONS_PER_USER ?? 2,
      memoryMb: parsed.LANGUAGE_SERVER_MEMORY_MB ?? 2048,
      origin: parsed.LANGUAGE_SERVER_ORIGIN ?? '',
    },
    baseUrl: parsed.BASE_URL ?? `http://localhost:${port}`,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE ?? 1200,
    passwordHashCost: parsed.PASSWORD_HASH_COST ?? DEFAULT_PASSWORD_HASH_COST,
    judgerToken: persistentSecret(dataDir, 'judger-token', parsed.JUDGER_TOKEN),
    metricsToken: parsed.METRICS_TOKEN,
    embeddedJudger: parsed.EMBEDDED_JUDGER ?? !parsed.REDIS_URL,
    judgeWorkers: parsed.JUDGE_WORKERS ?? Math.max(1, cpus().length),
    judgeLanguages: parsed.JUDGE_LANGUAGES ? splitList(parsed.JUDGE_LANGUAGES) : undefined,
    judgeSandbox: parsed.JUDGE_SANDBOX ?? 'auto',
    judgeSelfTestRecordDir: parsed.JUDGE_SELF_TEST_RECORD_DIR,
    webDist:
      parsed.WEB_DIST === 'none' ? undefined : parsed.WEB_DIST ? resolve(parsed.WEB_DIST) : defaultWebDist(),
    submitIntervalSeconds: parsed.SUBMIT_INTERVAL_SECONDS ?? 8,
    reconcileIntervalSeconds: parsed.RECONCILE_INTERVAL_SECONDS ?? 30,
    reconcileStaleSeconds: parsed.RECONCILE_STALE_SECONDS ?? 60,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    corsOrigins: parsed.CORS_ORIGINS ? splitList(parsed.CORS_ORIGINS) : [],
    openApi: parsed.OPENAPI ?? false,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS ?? 365,
  };
}

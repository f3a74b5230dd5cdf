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
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

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
  @IsOptional() @Transform(toInt) @IsInt() @Min(60) JWT_EXPIRE_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(30) JWT_REFRESH_SECONDS?: number;
  @IsOptional()
  @Length(6, 20, { message: 'ROOT_PASSWORD must be 6 to 20 characters, as every login password' })
  ROOT_PASSWORD?: string;
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;
  @IsOptional() @IsString() MAIL_FROM?: string;
  @IsOptional() @IsString() BASE_URL?: string;
  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) RATE_LIMIT_PER_MINUTE?: number;
  @IsOptional() @IsString() JUDGER_TOKEN?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() EMBEDDED_JUDGER?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(64) JUDGE_WORKERS?: number;
  @IsOptional() @IsString() WEB_DIST?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) SUBMIT_INTERVAL_SECONDS?: number;
  @IsOptional()
  @Matches(/^(true|false|\d+|[\w.:/, -]+)$/, {
    message: 'TRUST_PROXY must be true, false, a hop count or addresses',
  })
  TRUST_PROXY?: string;
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
  jwtExpireSeconds: number;
  jwtRefreshSeconds: number;
  rootPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  baseUrl: string;
  logLevel: string;
  rateLimitPerMinute: number;
  judgerToken: string;
  embeddedJudger: boolean;
  judgeWorkers: number;
  webDist?: string;
  submitIntervalSeconds: number;
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy): client IPs feed lockouts and rate limits. */
  trustProxy: boolean | number | string;
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
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
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
  mkdirSync(dataDir, { recursive: true });
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
    jwtExpireSeconds: parsed.JWT_EXPIRE_SECONDS ?? 86400,
    jwtRefreshSeconds: parsed.JWT_REFRESH_SECONDS ?? 43200,
    rootPassword: parsed.ROOT_PASSWORD,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? 'Verdict <no-reply@verdict.local>',
    baseUrl: parsed.BASE_URL ?? `http://localhost:${port}`,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE ?? 1200,
    judgerToken: persistentSecret(dataDir, 'judger-token', parsed.JUDGER_TOKEN),
    embeddedJudger: parsed.EMBEDDED_JUDGER ?? !parsed.REDIS_URL,
    judgeWorkers: parsed.JUDGE_WORKERS ?? Math.max(1, cpus().length),
    webDist: parsed.WEB_DIST ? resolve(parsed.WEB_DIST) : defaultWebDist(),
    submitIntervalSeconds: parsed.SUBMIT_INTERVAL_SECONDS ?? 8,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
  };
}

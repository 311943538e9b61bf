/* eslint-disable max-lines -- AppConfig is one class because its 71 settings are validated together (loadConfig's one
   error names every bad variable), read by every module as one injected object, and documented field by field
   beside their decorators; split into classes, each reader would change and the single error message would need
   merging. The loading helpers below it (about 90 lines) stay with it: they read its validation metadata. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { parseTrustProxy, TRUST_PROXY_MESSAGE, TRUST_PROXY_PATTERN, TrustProxy } from './trust-proxy.util';

/** The repository's root: backend/src/config or backend/dist/config, three levels up. */
export const REPO_ROOT = resolve(__dirname, '../../..');

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an environment value: a string, or a default's boolean
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean)
    : value;
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const urlOptions = { require_tld: false, require_protocol: true };

/**
 * Every setting of the product, read once from the environment and validated.
 * Defaults are the embedded mode: SQLite, a private redis-server, local storage and mail outbox,
 * Apertium and the sandbox card provider. `.env.example` documents each variable.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * Development features: the development sign-in (any e-mail signs in), the sandbox card provider and the demo
   * accounts. Off unless asked for (`npm start` sets it); only with a loopback PUBLIC_URL and never in production:
   * anything else refuses to start.
   */
  @Transform(toBool)
  @IsBoolean()
  DEV_FEATURES = false;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(urlOptions)
  PUBLIC_URL?: string;

  /** Writable state of the embedded mode: SQLite file, Redis data, storage, mail outbox, generated secrets. */
  @IsString()
  VAR_DIR = join(REPO_ROOT, 'var');

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SQLITE_PATH?: string;

  @Transform(toBool)
  @IsBoolean()
  MIGRATE_ON_START = true;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @Transform(toBool)
  @IsBoolean()
  WORKERS_ENABLED = true;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY = 2;

  /** Prefix of every BullMQ key in Redis: deployments (or test apps) sharing one Redis keep their queues apart. */
  @Matches(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, { message: 'QUEUE_PREFIX must be letters, digits, ".", "_" or "-" (at most 64)' })
  QUEUE_PREFIX = 'pt';

  /**
   * How long the API waits for Redis to take a job (connect and command timeouts of its producer connection, and a
   * bound on each add), ms; past it the request answers 503 and the work is retried later (reconciliation, webhooks).
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(4_000)
  QUEUE_ADD_TIMEOUT_MS = 2_000;

  /**
   * On shutdown, how long a worker lets its running jobs finish, ms; after that each job is handed back to the queue
   * at its next checkpoint (another worker resumes it).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  WORKER_SHUTDOWN_TIMEOUT_MS = 10_000;

  /** The delivery e-mail attaches the translated document up to this size; larger ones get a link to the app. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DELIVERY_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  STORAGE_LOCAL_DIR?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3')
  @IsUrl(urlOptions)
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3')
  @IsString()
  @MinLength(3)
  S3_BUCKET?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3')
  @IsString()
  @MinLength(1)
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((c: AppConfig) => c.STORAGE_DRIVER === 's3')
  @IsString()
  @MinLength(1)
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = true;

  /** The S3 endpoint as browsers reach it, used in presigned download links (default S3_ENDPOINT). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(urlOptions)
  S3_PUBLIC_ENDPOINT?: string;

  /** Lifetime of a signed download link, seconds (default 10 minutes). */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(7 * 24 * 3600)
  DOWNLOAD_URL_TTL_SECONDS = 600;

  /** Originals and results of paid translations are deleted this many days after ordering; the rows stay. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RETENTION_DAYS = 30;

  /** smtp://user:pass@host:port; unset = every mail is written as a MIME file under var/mail. Required in production. */
  @Transform(blankToUndefined)
  @ValidateIf((c: AppConfig) => c.NODE_ENV === 'production' || c.SMTP_URL !== undefined)
  @Matches(/^smtps?:\/\/.+/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL (required with NODE_ENV=production: mails would only be written to files)',
  })
  SMTP_URL?: string;

  @IsEmail()
  MAIL_FROM = 'no-reply@pagetranslate.local';

  @IsEmail()
  SUPPORT_EMAIL = 'support@pagetranslate.local';

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^sk_/, { message: 'STRIPE_SECRET_KEY must start with sk_' })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((c: AppConfig) => !!c.STRIPE_SECRET_KEY)
  @Matches(/^pk_/, { message: 'STRIPE_PUBLISHABLE_KEY must start with pk_' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @ValidateIf((c: AppConfig) => !!c.STRIPE_SECRET_KEY)
  @Matches(/^whsec_/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Only for tests: points the real Stripe client at a local server speaking Stripe's protocol. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(urlOptions)
  STRIPE_API_BASE?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @ValidateIf((c: AppConfig) => !!c.GOOGLE_CLIENT_ID)
  @IsString()
  @MinLength(1)
  GOOGLE_CLIENT_SECRET?: string;

  @IsUrl(urlOptions)
  GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

  @IsUrl(urlOptions)
  GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

  @IsUrl(urlOptions)
  GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

  /** The `iss` every ID token must carry (Google's, or a test provider's). */
  @IsUrl(urlOptions)
  GOOGLE_ISSUER = 'https://accounts.google.com';

  /** Where the provider publishes the keys that sign its ID tokens. */
  @IsUrl(urlOptions)
  GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

  @IsIn(['apertium', 'google'])
  MT_ENGINE: 'apertium' | 'google' = 'apertium';

  @ValidateIf((c: AppConfig) => c.MT_ENGINE === 'google')
  @IsString()
  @MinLength(1)
  GOOGLE_TRANSLATE_PROJECT_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_TRANSLATE_API_ENDPOINT?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_APPLICATION_CREDENTIALS?: string;

  /** Sent as X-Goog-Api-Key instead of service-account credentials (Cloud Translation accepts API keys). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_TRANSLATE_API_KEY?: string;

  /** Apertium's data directory: its modes/ folder lists the installed language pairs. */
  @IsString()
  APERTIUM_DATA_DIR = '/usr/share/apertium';

  /** Resident Apertium pipelines per translation mode (each already runs its ~10 stages in parallel). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(16)
  APERTIUM_PROCESSES = 1;

  /**
   * Apertium modes whose pipelines are resident at once (a pivot route has two, its retry route two more); the others
   * wait for one with nothing in flight, which is closed first. 1 holds the least memory and is slower.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(16)
  APERTIUM_RESIDENT_MODES = 2;

  /** Time limit of one translation batch (Apertium) or request (Google), in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  MT_TIMEOUT_MS = 120_000;

  /** Unset in embedded mode: generated once and kept in var/jwt-secret. Required in production. */
  @ValidateIf((c: AppConfig) => c.NODE_ENV === 'production' || c.JWT_SECRET !== undefined)
  @IsString()
  @MinLength(32)
  JWT_SECRET?: string;

  /** Idle timeout: a sign-in token expires this long after it was issued (each refresh issues a new one). */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 7 * 24 * 3600;

  /** Absolute session lifetime from the sign-in: refreshing never extends a session past it. */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

  @Transform(toList)
  @IsEmail({}, { each: true })
  INTERNAL_ADMIN_EMAILS: string[] = [];

  /** Requests per client IP and window on sign-in, registration, password reset and contact. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_REQUESTS = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WINDOW_SECONDS = 60;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_PAGES = 1000;

  /** Wall-clock limit of one PDF parse (child process) before its page count is known, ms. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  PDF_PARSE_TIMEOUT_MS = 60_000;

  /** Added to PDF_PARSE_TIMEOUT_MS for each page once the parser knows the page count, ms. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PDF_PARSE_TIMEOUT_PER_PAGE_MS = 100;

  /** Heap and resident-memory cap of one PDF parsing process, MB. */
  @Transform(toInt)
  @IsInt()
  @Min(64)
  PDF_PARSE_MAX_MEMORY_MB = 512;

  /**
   * N (default 100): a document of more than 4 × N pages is written N pages at a time (qpdf splits the original and
   * joins the translated ranges; the outline, named destinations and links lead to the same pages): on a 975-page
   * book the writing process peaks at ~340 MB instead of ~495, for ~80% more of its CPU. 0: every PDF written whole.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PDF_WRITE_RANGE_PAGES = 100;

  /** PDF parses running at once in this process; more wait for a free slot. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(32)
  PDF_PARSE_CONCURRENCY = 2;

  /**
   * Uploads waiting for a parse slot in this process, beyond PDF_PARSE_CONCURRENCY running; one more answers 503
   * with Retry-After.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  PDF_PARSE_QUEUE_MAX = 10;

  /** Uploads (POST /translations) per user in any rolling hour, across API replicas; more answer 429. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_RATE_PER_HOUR = 20;

  /** Translations awaiting payment a user may hold at once; one more upload answers 429. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MAX_OPEN_UNPAID_TRANSLATIONS = 10;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * `json`: one JSON object per line, for log collectors. `pretty`: one readable line per request or event, for a
   * person at a terminal (`npm start`). Default json with NODE_ENV=production, pretty otherwise.
   */
  @IsIn(['json', 'pretty'])
  LOG_FORMAT: 'json' | 'pretty' = 'pretty';

  /**
   * Which proxies' X-Forwarded-For the API believes (client IP of the rate limits and logs): false, a hop count, or
   * a comma-separated list of addresses, subnets and loopback/linklocal/uniquelocal. Default 1 in production (one
   * proxy in front), loopback otherwise. Never "true": any client could then choose its own IP.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(TRUST_PROXY_PATTERN, { message: TRUST_PROXY_MESSAGE })
  TRUST_PROXY?: string;

  /** Swagger UI and the OpenAPI document at /prod/api/docs. Default on, except with NODE_ENV=production. */
  @Transform(toBool)
  @IsBoolean()
  SWAGGER_UI_ENABLED = true;

  /** Bearer token of GET /prod/api/metrics (Prometheus); unset = the endpoint answers 404. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  /** On SIGTERM the API stops accepting connections and gives in-flight requests this long to finish, ms. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  HTTP_SHUTDOWN_TIMEOUT_MS = 10_000;

  @IsString()
  FRONTEND_DIST = join(REPO_ROOT, 'frontend', 'dist');

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** Express's `trust proxy` value for TRUST_PROXY (see parseTrustProxy). */
  get trustProxy(): TrustProxy {
    return parseTrustProxy(this.TRUST_PROXY, this.isProduction);
  }

  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }

  get sqlitePath(): string {
    return this.SQLITE_PATH ?? join(this.VAR_DIR, 'db.sqlite');
  }

  get storageDir(): string {
    return this.STORAGE_LOCAL_DIR ?? join(this.VAR_DIR, 'storage');
  }

  get mailOutboxDir(): string {
    return join(this.VAR_DIR, 'mail');
  }

  get jwtSecret(): string {
    if (!this.JWT_SECRET) throw new Error('JWT secret not resolved: call resolveGeneratedSecrets() first');
    return this.JWT_SECRET;
  }
}

export class ConfigValidationError extends Error {}

/** Validates the environment; one error names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(AppConfig, '', true, false)
      .map((m) => m.propertyName),
  );
  const input = Object.fromEntries(Object.entries(env).filter(([k, v]) => known.has(k) && v !== undefined && v !== ''));
  const config = plainToInstance(AppConfig, input, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const value = e.property.match(/SECRET|KEY|PASSWORD/) ? '***' : JSON.stringify(env[e.property]);
      return `  ${e.property}=${value}: ${Object.values(e.constraints ?? {}).join('; ')}`;
    });
    throw new ConfigValidationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const devFeaturesRefusal = devFeaturesProblem(config);
  if (devFeaturesRefusal)
    throw new ConfigValidationError(`Invalid configuration:\n  DEV_FEATURES=${JSON.stringify(env.DEV_FEATURES)}: ${devFeaturesRefusal}`);
  // Production replicas never migrate implicitly (`npm run migrate` is a separate step).
  if (env.MIGRATE_ON_START === undefined || env.MIGRATE_ON_START === '') config.MIGRATE_ON_START = !config.isProduction;
  // API documentation is public only where asked for in production.
  if (env.SWAGGER_UI_ENABLED === undefined || env.SWAGGER_UI_ENABLED === '') config.SWAGGER_UI_ENABLED = !config.isProduction;
  // Log collectors read JSON; a person reads lines.
  if (env.LOG_FORMAT === undefined || env.LOG_FORMAT === '') config.LOG_FORMAT = config.isProduction ? 'json' : 'pretty';
  for (const key of ['VAR_DIR', 'SQLITE_PATH', 'STORAGE_LOCAL_DIR', 'FRONTEND_DIST'] as const) {
    const value = config[key];
    if (value && !isAbsolute(value)) config[key] = resolve(REPO_ROOT, value);
  }
  return config;
}

/** True for an http(s) URL whose host is this machine: localhost (and *.localhost), 127.0.0.0/8 or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/** Why DEV_FEATURES may not be on with this configuration, or null: only a loopback public URL outside production. */
export function devFeaturesProblem(config: AppConfig): string | null {
  if (!config.DEV_FEATURES) return null;
  if (config.isProduction)
    return 'development features (any-e-mail sign-in, sandbox payments, demo accounts) are never allowed with NODE_ENV=production; unset DEV_FEATURES';
  if (!isLoopbackUrl(config.publicUrl)) {
    return `development features (any-e-mail sign-in, sandbox payments, demo accounts) are allowed only on a loopback PUBLIC_URL, not ${config.publicUrl}; unset DEV_FEATURES or set DEV_FEATURES=false`;
  }
  return null;
}

/** Embedded mode keeps a generated JWT secret under var/ so tokens survive a restart. */
export function resolveGeneratedSecrets(config: AppConfig): AppConfig {
  if (config.JWT_SECRET) return config;
  const file = join(config.VAR_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  config.JWT_SECRET = readFileSync(file, 'utf8').trim();
  return config;
}

/**
 * For entry points (API, worker, CLIs): `.env` at the repository root if present, then the environment, then
 * `overrides`; a bad value ends the process with the one message naming each bad variable.
 */
export function configFromEnvironment(overrides: Record<string, string> = {}): AppConfig {
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig({ ...process.env, ...overrides });
  } catch (err) {
    if (err instanceof ConfigValidationError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { parse } from 'yaml';
import { AppConfig, loadConfig, REPO_ROOT } from '../../src/config/app-config';

/**
 * Docker cannot run here, so the deployment files are checked for what can be checked without it: the compose file's
 * shape (services, health checks, start order, volumes, pinned images), that every variable it gives the product is
 * one AppConfig knows with a default matching .env.example and a value AppConfig accepts, and a small lint of the
 * Dockerfile (multi-stage, pinned base, non-root, health check, the Debian packages the product needs).
 */
const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test?: string[]; disable?: boolean; interval?: string };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  restart?: string;
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const APP_SERVICES = ['migrate', 'api', 'worker'];

const configNames = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(AppConfig, '', true, false)
    .map((m) => m.propertyName),
);
const example = Object.fromEntries([...read('.env.example').matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));

/** Compose's interpolation with an empty .env: `${X:-d}` and `${X-d}` give d, `${X:?msg}` must be set (a value is made up). */
function interpolate(value: string): string {
  return value
    .replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _name: string, fallback?: string) => fallback ?? '')
    .replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, (_m, name: string) => (name === 'JWT_SECRET' ? 'j'.repeat(48) : 'set-by-operator'))
    .replace(/\$\$/g, '$');
}

const seconds = (duration: string) => {
  const m = /^(\d+)(ms|s|m)$/.exec(duration);
  if (!m) throw new Error(`unknown duration ${duration}`);
  return Number(m[1]) * { ms: 0.001, s: 1, m: 60 }[m[2] as 'ms' | 's' | 'm'];
};

describe('docker-compose.yml', () => {
  it('has the data services, a one-shot migration and bucket, the API replicas behind a proxy, and workers', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'mailpit',
      'migrate',
      'minio',
      'minio-init',
      'postgres',
      'proxy',
      'redis',
      'worker',
    ]);
    expect(services.api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.worker.deploy?.replicas).toBeGreaterThanOrEqual(1);
    expect(services.migrate.restart).toBe('no');
    expect(services['minio-init'].restart).toBe('no');
    expect(services.api.command).toEqual(['node', 'backend/dist/main.js']);
    expect(services.worker.command).toEqual(['node', '--max-semi-space-size=2', 'backend/dist/worker.js']);
    expect(services.migrate.command).toEqual(['node', 'backend/dist/database/migrate.cli.js']);
    // The built files come from these sources.
    for (const entry of ['backend/src/main.ts', 'backend/src/worker.ts', 'backend/src/database/migrate.cli.ts'])
      expect(existsSync(join(REPO_ROOT, entry))).toBe(true);
    // One image for the three: the one this repository's Dockerfile builds.
    for (const name of APP_SERVICES) {
      expect(services[name].build).toBe('.');
      expect(services[name].image).toBe(services.api.image);
    }
    expect(services.proxy.command).toEqual(expect.arrayContaining(['api:3000']));
  });

  it('checks the health of every long-running service, and starts each only after what it needs', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.restart === 'no') continue;
      expect([name, service.healthcheck?.disable ?? false, (service.healthcheck?.test?.length ?? 0) > 0]).toEqual([name, false, true]);
    }
    expect(services.api.healthcheck!.test!.join(' ')).toContain('/prod/api/health/ready');
    expect(services.worker.healthcheck!.test!.join(' ')).toContain('/app/var/worker.heartbeat');
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.migrate.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    expect(services['minio-init'].depends_on).toMatchObject({ minio: { condition: 'service_healthy' } });
    expect(services.proxy.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
  });

  it('keeps data in named volumes and pins every image it pulls', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['miniodata', 'pgdata', 'redisdata']);
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    expect(services.minio.volumes).toEqual(['miniodata:/data']);
    expect(services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    for (const [name, service] of Object.entries(services)) {
      if (APP_SERVICES.includes(name)) continue;
      expect([name, service.image]).toEqual([name, expect.stringMatching(/^[a-z0-9./-]+:[^:]*\d[^:]*$/)]);
      expect(service.image).not.toMatch(/:latest$/);
    }
  });

  it('gives the product only variables AppConfig knows, with the defaults of .env.example, and values it accepts', () => {
    // Set here for production on purpose, whatever the embedded-mode default of .env.example is.
    const productionChoices = new Set([
      'NODE_ENV',
      'PUBLIC_URL',
      'DATABASE_URL',
      'REDIS_URL',
      'STORAGE_DRIVER',
      'S3_ENDPOINT',
      'S3_PUBLIC_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'SMTP_URL',
      'WORKERS_ENABLED',
      'JWT_SECRET',
      'PORT',
    ]);
    for (const name of APP_SERVICES) {
      const environment = services[name].environment!;
      const unknown = Object.keys(environment).filter((key) => !configNames.has(key));
      expect([name, unknown]).toEqual([name, []]);
      for (const [key, raw] of Object.entries(environment)) {
        const value = interpolate(String(raw));
        const documented = example[key];
        if (!productionChoices.has(key) && documented !== undefined && documented !== '') {
          expect([name, key, value]).toEqual([name, key, documented]);
        }
      }
      const env = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(String(v))]));
      const config = loadConfig(env);
      expect(config.isProduction).toBe(true);
      expect(config.MIGRATE_ON_START).toBe(false);
      expect(config.STORAGE_DRIVER).toBe('s3');
      expect(config.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(config.REDIS_URL).toBe('redis://redis:6379');
    }
    expect(services.api.environment!.WORKERS_ENABLED).toBe('false');
    expect(services.worker.environment!.WORKERS_ENABLED).toBe('true');
    // The bucket and its credentials are the same on both sides.
    const minioEnv = services.minio.environment!;
    const appEnv = services.api.environment!;
    expect(interpolate(String(minioEnv.MINIO_ROOT_USER))).toBe(interpolate(String(appEnv.S3_ACCESS_KEY_ID)));
    expect(interpolate(String(minioEnv.MINIO_ROOT_PASSWORD))).toBe(interpolate(String(appEnv.S3_SECRET_ACCESS_KEY)));
    expect(interpolate(String(services['minio-init'].environment!.S3_BUCKET))).toBe(interpolate(String(appEnv.S3_BUCKET)));
    // Secrets are never written in the file: JWT_SECRET has no default at all.
    expect(String(appEnv.JWT_SECRET)).toMatch(/^\$\{JWT_SECRET:\?/);
  });

  it('lets running work finish before Docker kills a container', () => {
    const api = services.api.environment!;
    const worker = services.worker.environment!;
    expect(seconds(services.api.stop_grace_period!)).toBeGreaterThan(Number(interpolate(String(api.HTTP_SHUTDOWN_TIMEOUT_MS))) / 1000);
    // The worker's own backstop: WORKER_SHUTDOWN_TIMEOUT_MS + 10 s (src/worker.ts).
    expect(seconds(services.worker.stop_grace_period!)).toBeGreaterThan(
      Number(interpolate(String(worker.WORKER_SHUTDOWN_TIMEOUT_MS))) / 1000 + 10,
    );
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of instructions) {
    if (/^FROM\s/i.test(line)) stages.push([]);
    stages.at(-1)?.push(line);
  }
  const runtime = stages.at(-1)!;
  const arg = (name: string) => instructions.find((l) => l.startsWith(`ARG ${name}=`))?.split('=')[1];

  it('builds in one stage and runs in another, from a pinned Node 24 image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const base = arg('NODE_IMAGE');
    expect(base).toMatch(/^node:24\.\d+\.\d+-[a-z]+-slim$/);
    expect(base).toContain(readFileSync(join(REPO_ROOT, '.node-version'), 'utf8').trim());
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM \$\{NODE_IMAGE\} AS \w+$/);
    expect(runtime.some((l) => l.startsWith('COPY --from=build'))).toBe(true);
    expect(runtime.some((l) => /npm (ci|install)/.test(l))).toBe(false); // no build tools or dev dependencies at run time
    expect(instructions.some((l) => /^ADD\s+https?:/i.test(l))).toBe(false);
  });

  it('runs as a non-root user, with a health check and the API as the default command', () => {
    const user = runtime.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(:|$)/);
    expect(runtime.some((l) => l.startsWith('HEALTHCHECK ') && l.includes('/prod/api/health'))).toBe(true);
    expect(runtime.at(-1)).toBe('CMD ["node", "backend/dist/main.js"]');
  });

  it('installs the Debian packages the product needs (the same list `npm start` installs)', () => {
    const toolchain = read('.ci/toolchain.sh');
    const needed = /PRODUCT_PACKAGES=\(([^)]*)\)/.exec(toolchain)![1].trim().split(/\s+/);
    expect(needed).toEqual(expect.arrayContaining(['apertium', 'apertium-eng-spa', 'apertium-fr-es']));
    const install = runtime.find((l) => l.includes('apt-get install'))!;
    for (const pkg of needed) expect(install.split(/\s+/)).toContain(pkg);
    expect(install).toContain('--no-install-recommends');
    expect(install).toContain('rm -rf /var/lib/apt/lists/*');
  });

  it('keeps secrets, local state and dependencies out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.env', '.git', '**/node_modules', '**/dist', 'var', '.toolchain']) expect(ignored).toContain(entry);
  });
});

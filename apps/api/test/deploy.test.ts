// No Docker engine runs on our build machines: this checks the deployment files as data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS, parseEnv } from '../src/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');
const compose = parse(read('docker-compose.yml'));

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?error} with the operator's .env values. */
const interpolate = (value: string, env: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, rest?: string) => {
    if (env[name]) return env[name];
    if (op === '?') throw new Error(`${name} is required: ${rest}`);
    return op === '-' ? rest ?? '' : '';
  });

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
    const dotenv = { POSTGRES_PASSWORD: 'abc123', JWT_SECRET: 'a1b2'.repeat(10), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'dugacka-lozinka-1' };
    const env = Object.fromEntries(Object.entries(compose.services.app.environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v), dotenv)]));
    const parsed = parseEnv(env);
    expect(parsed.NODE_ENV).toBe('production');
    expect(parsed.DATABASE_URL).toBe('postgresql://dz:abc123@db:5432/dz');
    expect(parsed.ADMIN_USERNAME).toBe('admin');
    expect(parsed.SEED_DEMO).toBe(false);
    for (const missing of ['JWT_SECRET', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD']) {
      const partial = { ...dotenv, [missing]: '' };
      expect(() => Object.values(compose.services.app.environment as Record<string, string>).map((v) => interpolate(String(v), partial)), missing).toThrow(/required/);
    }
    for (const key of Object.keys(env)) expect(ENV_KEYS, key).toContain(key);
  });
});

describe('.env.example', () => {
  it('documents every setting the server reads and every variable compose needs', () => {
    const documented = new Set([...read('.env.example').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
    for (const key of ENV_KEYS) expect(documented, key).toContain(key);
    const composeVars = new Set([...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    for (const v of composeVars) expect(documented, v).toContain(v);
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

  it('uses the same pnpm as the project', () => {
    const pnpm = JSON.parse(read('package.json')).packageManager.split('+')[0];
    expect(docker).toContain(`npm install -g ${pnpm}`);
  });
});

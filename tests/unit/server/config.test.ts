import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const dataDirs = mkdtempSync(join(tmpdir(), 'pitstop-config-'));
const dataDir = () => mkdtempSync(join(dataDirs, 'data-'));
afterAll(() => rmSync(dataDirs, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('defaults to the embedded database, mono mode and port 3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, systemMode: 'mono', appName: 'Pitstop', adminUsername: 'admin', seedDemo: true, demoUsername: 'demo' });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ SYSTEM_MODE: 'saas' }, /SYSTEM_MODE/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'garage.example' }, /PUBLIC_URL/],
  ])('refuses %o at start', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_DAILY_LIMIT } from '../common/assistant';
import { loadAssetStore, type AssetStoreConfig } from './config-assets';
import { platformModel, type AssistantConfig } from './config-assistant';
import { loadChannels, type ChannelsConfig } from './config-channels';

export const SYSTEM_MODES = ['mono', 'workspaces', 'platform'] as const;
export type SystemMode = (typeof SYSTEM_MODES)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config extends ChannelsConfig {
    port: number;
    host: string;
    dataDir: string;
    databaseUrl: string | null;
    /** A read replica of DATABASE_URL for the reads that tolerate lag (statistics, search, exports); null: none. */
    databaseReadUrl: string | null;
    jwtSecret: string;
    systemMode: SystemMode;
    appName: string;
    adminUsername: string;
    adminPassword: string | null;
    seedDemo: boolean;
    demoUsername: string;
    demoPassword: string | null;
    smtpUrl: string | null;
    /** Sender of outgoing mail. */
    mailFrom: string;
    /** Origin of the web app as users reach it (links in mails); null: taken from each request. */
    publicUrl: string | null;
    redisUrl: string | null;
    /** Put before every key the server writes to Redis, so several deployments can share one Redis. */
    redisKeyPrefix: string;
    logLevel: (typeof LOG_LEVELS)[number];
    /** Fastify's trustProxy: which proxies' X-Forwarded-* headers to believe (false: none, the socket's address). */
    trustProxy: TrustProxy;
    uploadQuota: { userBytes: number; workspaceBytes: number };
    /** Where uploaded images are kept (ASSET_STORE and S3_*). */
    assetStore: AssetStoreConfig;
    /** Sign-in attempts (right or wrong) one account may make in 15 minutes before 429 `rate_limited`. */
    loginAttemptsPerAccount: number;
    assistant: AssistantConfig;
    /** Bearer token that GET /metrics asks for; null: no /metrics route. */
    metricsToken: string | null;
    /** After SIGTERM, how long the server keeps serving while /health/ready answers 503, before it stops accepting. */
    shutdownDelayMs: number;
    /**
     * ALLOW_PRIVATE_ENDPOINTS: a workspace's own endpoints (its model, its SMS account) may be http and reach loopback
     * or private addresses (tests, a model on the garage's own network). Off: https to public addresses only.
     */
    allowPrivateEndpoints: boolean;
}

export type TrustProxy = boolean | string[];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
    const value = env[name] || fallback;
    if (!allowed.includes(value as T)) {
        throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    }
    return value as T;
}

function port(env: Env): number {
    const value = Number(env.PORT || 3000);
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
        throw new ConfigError(`PORT must be an integer from 0 to 65535 (got "${env.PORT}")`);
    }
    return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

function password(env: Env, name: string): string | null {
    const value = env[name] || null;
    if (value !== null && value.length < 8) throw new ConfigError(`${name} must be at least 8 characters`);
    return value;
}

/** JWT_SECRET from the environment, else one generated on first start and kept in DATA_DIR. */
function jwtSecret(env: Env, dataDir: string): string {
    if (env.JWT_SECRET) {
        if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
        return env.JWT_SECRET;
    }
    const file = join(dataDir, 'jwt-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    // Written whole under another name, then linked into place: two first starts at once agree on the first secret,
    // and none reads a half-written one.
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
        linkSync(draft, file);
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
        unlinkSync(draft);
    }
    return readFileSync(file, 'utf8').trim();
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (!version || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `false` (default), `true`, or a comma list of proxy addresses / CIDR ranges. No hop count: Fastify cannot check
 * the immediate peer with one, and trusts nothing for it.
 */
function trustProxy(env: Env): TrustProxy {
    const value = env.TRUST_PROXY?.trim();
    if (!value || value === 'false') return false;
    if (value === 'true') return true;
    const entries = value
        .split(',')
        .map(entry => entry.trim())
        .filter(Boolean);
    if (entries.length === 0 || !entries.every(isAddressOrRange)) {
        throw new ConfigError(
            `TRUST_PROXY must be true, false or a comma list of addresses or CIDR ranges (got "${value}")`,
        );
    }
    return entries;
}

const MIB = 1024 * 1024;

function wholeNumber(env: Env, name: string, fallback: number): number {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^\d+$/.test(value) || Number(value) < 1)
        throw new ConfigError(`${name} must be a whole number, at least 1 (got "${value}")`);
    return Number(value);
}

function megabytes(env: Env, name: string, fallback: number): number {
    const value = env[name];
    if (value === undefined || value === '') return fallback * MIB;
    if (!/^\d+$/.test(value) || Number(value) < 1)
        throw new ConfigError(`${name} must be a whole number of MiB, at least 1 (got "${value}")`);
    return Number(value) * MIB;
}

const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsToken(env: Env): string | null {
    const value = env.METRICS_TOKEN || null;
    if (value !== null && value.length < METRICS_TOKEN_MIN_LENGTH) {
        throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
    }
    return value;
}

/**
 * A load balancer checking every second that takes a server out after two failed checks (HAProxy's `inter 1s fall 2`,
 * as docs/operations.md gives it) has it out within about two seconds of its first 503; one more for a slow check.
 */
export const DEFAULT_SHUTDOWN_DELAY_MS = 3_000;
/** Longer would leave requests in flight less than two seconds of the shutdown's ten to finish. */
export const MAX_SHUTDOWN_DELAY_MS = 5_000;

function shutdownDelayMs(env: Env): number {
    const value = env.SHUTDOWN_DELAY_MS;
    if (value === undefined || value === '') return DEFAULT_SHUTDOWN_DELAY_MS;
    if (!/^\d+$/.test(value) || Number(value) > MAX_SHUTDOWN_DELAY_MS)
        throw new ConfigError(
            `SHUTDOWN_DELAY_MS must be a whole number from 0 to ${MAX_SHUTDOWN_DELAY_MS} (got "${value}")`,
        );
    return Number(value);
}

/** An http(s) origin with an optional path, without the trailing slash. */
function publicUrl(env: Env): string | null {
    const value = env.PUBLIC_URL;
    if (!value) return null;
    let url: URL;
    try {
        url = new URL(value);
    } catch {
        throw new ConfigError(`PUBLIC_URL must be an http:// or https:// URL (got "${value}")`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
        throw new ConfigError(`PUBLIC_URL must be an http:// or https:// URL without query (got "${value}")`);
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** DATABASE_READ_URL: only beside DATABASE_URL, as the embedded database has no replica. */
function databaseReadUrl(env: Env, databaseUrl: string | null): string | null {
    const value = env.DATABASE_READ_URL || null;
    if (value === null) return null;
    if (!databaseUrl) {
        throw new ConfigError(
            'DATABASE_READ_URL needs DATABASE_URL: the embedded PGlite database has no read replica (unset it, or set DATABASE_URL to the primary server)',
        );
    }
    if (!isPostgresUrl(value)) throw new ConfigError('DATABASE_READ_URL must start with postgres:// or postgresql://');
    return value;
}

export function loadConfig(env: Env = process.env): Config {
    const dataDir = resolve(env.DATA_DIR || './data');
    const databaseUrl = env.DATABASE_URL || null;
    const appName = env.APP_NAME || 'Pitstop';
    const origin = publicUrl(env);
    if (databaseUrl && !isPostgresUrl(databaseUrl)) {
        throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
    }
    if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) {
        throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
    }
    return {
        port: port(env),
        host: env.HOST || '0.0.0.0',
        dataDir,
        databaseUrl,
        databaseReadUrl: databaseReadUrl(env, databaseUrl),
        jwtSecret: jwtSecret(env, dataDir),
        systemMode: oneOf(env, 'SYSTEM_MODE', SYSTEM_MODES, 'mono'),
        appName,
        adminUsername: env.ADMIN_USERNAME || 'admin',
        adminPassword: password(env, 'ADMIN_PASSWORD'),
        seedDemo: flag(env, 'SEED_DEMO', true),
        demoUsername: env.DEMO_USERNAME || 'demo',
        demoPassword: password(env, 'DEMO_PASSWORD'),
        smtpUrl: env.SMTP_URL || null,
        mailFrom:
            env.MAIL_FROM ||
            `"${appName.replace(/["\\]/g, '')}" <no-reply@${origin ? new URL(origin).hostname : 'localhost'}>`,
        publicUrl: origin,
        ...loadChannels(env, message => {
            throw new ConfigError(message);
        }),
        redisUrl: env.REDIS_URL || null,
        redisKeyPrefix: env.REDIS_KEY_PREFIX ?? '',
        logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
        trustProxy: trustProxy(env),
        uploadQuota: {
            userBytes: megabytes(env, 'UPLOAD_QUOTA_USER_MB', 100),
            workspaceBytes: megabytes(env, 'UPLOAD_QUOTA_WORKSPACE_MB', 1024),
        },
        assetStore: loadAssetStore(env, message => {
            throw new ConfigError(message);
        }),
        loginAttemptsPerAccount: wholeNumber(env, 'LOGIN_ATTEMPTS_PER_ACCOUNT', 10),
        assistant: {
            model: platformModel(env, message => {
                throw new ConfigError(message);
            }),
            dailyLimit: wholeNumber(env, 'AI_DAILY_LIMIT', DEFAULT_DAILY_LIMIT),
            logPrompts: flag(env, 'AI_LOG_PROMPTS', false),
            timeoutMs: wholeNumber(env, 'AI_TIMEOUT_MS', 20_000),
        },
        metricsToken: metricsToken(env),
        shutdownDelayMs: shutdownDelayMs(env),
        allowPrivateEndpoints: flag(env, 'ALLOW_PRIVATE_ENDPOINTS', false),
    };
}

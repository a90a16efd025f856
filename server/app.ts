import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { safeLoggerOptions } from './http/log-redaction';
import { validatorCompiler } from './http/validation';
import accountRoutes from './modules/account/routes';
import adminRoutes from './modules/admin/routes';
import assetRoutes from './modules/asset/routes';
import assetStorePlugin from './modules/asset/store';
import authGroupRoutes from './modules/auth-group/routes';
import authRoutes from './modules/auth/routes';
import backofficeRoutes from './modules/backoffice/routes';
import configRoutes from './modules/config/routes';
import healthRoutes from './modules/health/routes';
import metricsRoutes from './modules/metrics/routes';
import declaredResourceRoutes from './resources';
import { HOLDERS_BY_TABLE, PERMISSIONS, RESOURCES, resourceByName, UNIQUE_INDEXES } from './registry';
import bookingConvertRoutes from './modules/booking/convert';
import jobActionRoutes from './modules/job/actions';
import quickJobRoutes from './modules/job/quick';
import productStockRoutes from './modules/product/stock';
import messageChannelsPlugin from './modules/message/channels';
import messageSendRoutes from './modules/message/send';
import notificationRoutes from './modules/notification/routes';
import messageTemplateRoutes from './modules/message/template-routes';
import reminderRoutes from './modules/reminder/routes';
import assistantRoutes from './modules/assistant/routes';
import reminderSchedulePlugin from './modules/reminder/schedule';
import whatsappWebhookRoutes from './modules/message/webhook/routes';
import mechanicRoutes from './modules/job/mechanics';
import searchRoutes from './modules/search/routes';
import vehicleHistoryRoutes from './modules/vehicle/history';
import statisticRoutes from './modules/statistic/routes';
import onlineBookingRoutes from './modules/portal/book-routes';
import portalPublicRoutes from './modules/portal/public';
import garageLogoRoutes from './modules/portal/garage-logo';
import portalShareRoutes from './modules/portal/share';
import permissionRoutes from './modules/permission/routes';
import teamRoutes from './modules/team/routes';
import userRoutes from './modules/user/routes';
import workspaceRoutes from './modules/workspace/routes';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import originPlugin from './plugins/origin';
import portalHeadersPlugin from './plugins/portal-headers';
import stoppingPlugin from './plugins/stopping';
import errorsPlugin, { clientErrorHandler, frameworkErrors, newTraceId } from './plugins/errors';
import rateLimitPlugin, {
    DEFAULT_LOGIN_LIMITS,
    DEFAULT_UPLOAD_LIMITS,
    type LoginLimits,
    type PortalLimits,
    type UploadLimits,
} from './plugins/rate-limit';
import swaggerPlugin from './plugins/swagger';
import webPlugin from './plugins/web';
import queuePlugin, { type QueueOptions } from './queue';
import deliveryPlugin, { type DeliveryOptions } from './modules/message/delivery';

export interface AppOptions {
    config: Config;
    db: Db;
    /** A replica's pool for the reads that tolerate lag (DATABASE_READ_URL); omitted: they read `db`. */
    readDb?: Db;
    /** Where the built web app is; omitted in tests and for the OpenAPI script. */
    distDir?: string;
    loginLimits?: LoginLimits;
    uploadLimits?: UploadLimits;
    portalLimits?: PortalLimits;
    /** Prefix of the rate-limit keys in Redis (tests give each run its own). */
    rateLimitNamespace?: string;
    /** The job queue's retries and polling, and whether this process runs jobs (tests). */
    queue?: QueueOptions;
    /** Provider timeout, sweep interval and concurrency of message delivery (tests). */
    delivery?: DeliveryOptions;
    /** Logger options on top of the level and the redaction that always apply; false: no logger. */
    logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

function loggerOptions(config: Config, logger: AppOptions['logger']): FastifyServerOptions['logger'] {
    if (logger === false) return false;
    return { level: config.logLevel, ...safeLoggerOptions(), ...(typeof logger === 'object' ? logger : {}) };
}

export async function buildApp(options: AppOptions) {
    const { config } = options;
    const app = Fastify({
        logger: loggerOptions(config, options.logger),
        genReqId: newTraceId,
        // Refusals before a route runs (a malformed URL, oversized headers) answer the error envelope too.
        frameworkErrors,
        clientErrorHandler,
        bodyLimit: BODY_LIMIT_BYTES,
        trustProxy: config.trustProxy,
        // On close (server/shutdown.ts), idle keep-alive connections are closed at once; the others after their answer.
        forceCloseConnections: 'idle',
    }).withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    // The API speaks JSON (and multipart for uploads): any other body is 415, not a string to validate.
    app.removeContentTypeParser('text/plain');

    await app.register(errorsPlugin, { uniqueIndexes: UNIQUE_INDEXES });
    await app.register(stoppingPlugin);
    await app.register(helmet, {
        // The web app loads its own scripts and styles, fetches images as blobs and inlines MUI's emotion styles.
        contentSecurityPolicy: {
            directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'style-src': ["'self'", "'unsafe-inline'"] },
        },
    });
    await app.register(compressionPlugin);
    await app.register(portalHeadersPlugin);
    await app.register(dbPlugin, { db: options.db, readDb: options.readDb });
    await app.register(assetStorePlugin, { config });
    await app.register(queuePlugin, options.queue ?? {});
    await app.register(originPlugin, { publicUrl: config.publicUrl });
    await app.register(authPlugin, { jwtSecret: config.jwtSecret, permissions: PERMISSIONS });
    await app.register(rateLimitPlugin, {
        redisUrl: config.redisUrl,
        login: options.loginLimits ?? { ...DEFAULT_LOGIN_LIMITS, perAccount: config.loginAttemptsPerAccount },
        upload: options.uploadLimits ?? DEFAULT_UPLOAD_LIMITS,
        portal: options.portalLimits,
        namespace: options.rateLimitNamespace ?? `${config.redisKeyPrefix}pitstop-rl:`,
    });
    await app.register(swaggerPlugin, { appName: config.appName });
    await app.register(metricsRoutes, { token: config.metricsToken });
    await app.register(healthRoutes);

    await app.register(configRoutes, { config });
    await app.register(authRoutes);
    await app.register(userRoutes);
    await app.register(adminRoutes);
    await app.register(workspaceRoutes, { config });
    await app.register(permissionRoutes);
    await app.register(teamRoutes);
    await app.register(authGroupRoutes);
    await app.register(accountRoutes, { config });
    await app.register(assetRoutes, { config });
    await app.register(backofficeRoutes);
    await app.register(declaredResourceRoutes, {
        resources: RESOURCES,
        resolve: resourceByName,
        holders: HOLDERS_BY_TABLE,
    });
    await app.register(jobActionRoutes);
    await app.register(productStockRoutes);
    await app.register(mechanicRoutes);
    await app.register(statisticRoutes);
    await app.register(searchRoutes);
    await app.register(vehicleHistoryRoutes);
    await app.register(bookingConvertRoutes, { resolve: resourceByName });
    await app.register(quickJobRoutes, { resolve: resourceByName });
    await app.register(portalShareRoutes);
    await app.register(portalPublicRoutes);
    await app.register(garageLogoRoutes);
    await app.register(onlineBookingRoutes, { resolve: resourceByName });
    await app.register(messageTemplateRoutes);
    await app.register(messageChannelsPlugin, { config });
    await app.register(deliveryPlugin, { config, ...options.delivery });
    await app.register(messageSendRoutes);
    await app.register(reminderRoutes);
    await app.register(notificationRoutes);
    await app.register(assistantRoutes, { config });
    await app.register(reminderSchedulePlugin, { config });
    await app.register(whatsappWebhookRoutes, { webhook: config.whatsappWebhook });

    app.get('/api/docs.json', { config: { auth: 'public' }, schema: { hide: true } }, () => app.swagger());
    if (options.distDir) await app.register(webPlugin, { distDir: options.distDir });
    return app;
}

export type PitstopApp = Awaited<ReturnType<typeof buildApp>>;

import { createHmac, timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import type { WhatsappWebhookConfig } from '../../../config-channels';
import type { App } from '../../../http/app-type';
import { AppError, notFound } from '../../../http/errors';
import { responses } from '../../../http/schemas';
import { applyReportedStatus, reportedStatuses } from './statuses';

const PATH = '/public/v3/webhook/whatsapp';

/** `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the raw body with the app secret, compared in constant time. */
export function signatureMatches(rawBody: Buffer, header: unknown, appSecret: string): boolean {
    if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
    const given = Buffer.from(header.slice('sha256='.length), 'hex');
    const expected = createHmac('sha256', appSecret).update(rawBody).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
}

const Handshake = Type.Object({
    'hub.mode': Type.Optional(Type.String()),
    'hub.verify_token': Type.Optional(Type.String()),
    'hub.challenge': Type.Optional(Type.String()),
});

/**
 * The WhatsApp Cloud API's webhook: Meta's subscription handshake, and status reports that move messages
 * forward (sent → delivered → read, or failed with the reason). Off (404) without WHATSAPP_APP_SECRET /
 * WHATSAPP_VERIFY_TOKEN.
 */
export default async function whatsappWebhookRoutes(app: App, { webhook }: { webhook: WhatsappWebhookConfig }) {
    // The signature is over the bytes as sent: this scope keeps JSON bodies raw.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.get(
        PATH,
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'verifyWhatsappWebhook',
                summary: "Meta's webhook subscription handshake: answers hub.challenge when the verify token matches",
                description: '403 when the mode or the token is wrong; 404 when WHATSAPP_VERIFY_TOKEN is not set.',
                tags: ['webhook'],
                querystring: Handshake,
                response: responses({ 200: Type.String({ description: 'hub.challenge, as text/plain' }) }),
            },
        },
        async (request, reply) => {
            if (!webhook.verifyToken) throw notFound();
            const query = request.query;
            if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== webhook.verifyToken)
                throw new AppError(403, 'forbidden', 'The verify token does not match');
            return reply.type('text/plain').send(query['hub.challenge'] ?? '');
        },
    );

    app.post(
        PATH,
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'receiveWhatsappWebhook',
                summary: 'Status reports from the WhatsApp Cloud API, signed with the app secret',
                description:
                    '401 `bad_signature` when X-Hub-Signature-256 is missing or wrong; 404 when WHATSAPP_APP_SECRET ' +
                    'is not set. Statuses move forward only; unknown message ids are ignored.',
                tags: ['webhook'],
                response: responses({ 200: Type.Object({ success: Type.Literal(true) }) }),
            },
        },
        async (request, reply) => {
            if (!webhook.appSecret) throw notFound();
            const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            if (!signatureMatches(raw, request.headers['x-hub-signature-256'], webhook.appSecret))
                throw new AppError(401, 'bad_signature', 'The signature does not match the body');
            let payload: unknown;
            try {
                payload = JSON.parse(raw.toString('utf8'));
            } catch {
                throw new AppError(400, 'invalid_body', 'The body is not JSON');
            }
            for (const report of reportedStatuses(payload)) await applyReportedStatus(app.db, app.permissions, report);
            return reply.send({ success: true });
        },
    );
}

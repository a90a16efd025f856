import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { isOneAddress } from '../../common/email';
import type { Config } from '../config';

export interface MailMessage {
    to: string;
    subject: string;
    text: string;
    /** The same message as HTML, sent beside the text. */
    html?: string;
    /** Sent on a garage's behalf: `From: "<garage> via <app>"` at the platform's address, replies to the garage. */
    onBehalfOf?: { name: string; replyTo: string; appName: string };
}

/** A mail refused before it is sent: its recipient is not exactly one plain address. */
export class NotOneAddress extends Error {
    override name = 'NotOneAddress';
    constructor() {
        super('The e-mail address is not one plain address');
    }
}

/** The last guard against header injection and lists: every field checks it already (common/email.ts). */
function assertOneAddress(message: MailMessage) {
    if (!isOneAddress(message.to)) throw new NotOneAddress();
}

/**
 * What nodemailer sends: the platform's own mail as it is; a garage's from the platform's address (the one its SMTP
 * may send from) under the garage's name, with the garage's address, when it is one plain address, to reply to.
 */
function envelopeOf({ onBehalfOf, ...message }: MailMessage, platformFrom: string) {
    if (!onBehalfOf) return message;
    const [platform] = addressparser(platformFrom, { flatten: true });
    const name = `${onBehalfOf.name} via ${onBehalfOf.appName}`.replace(/[\r\n]+/g, ' ');
    return {
        ...message,
        from: { name, address: platform?.address ?? platformFrom },
        ...(isOneAddress(onBehalfOf.replyTo) ? { replyTo: onBehalfOf.replyTo } : {}),
    };
}

/** Sends mail: through SMTP when SMTP_URL is set, else into the outbox folder as .eml files. */
export interface Mailer {
    send(message: MailMessage): Promise<void>;
    close(): void;
}

export interface MailerOptions {
    smtpUrl: string | null;
    from: string;
    /** Where mails go without SMTP: one RFC 5322 file per mail. */
    outboxDir: string;
    log: FastifyBaseLogger;
}

/** The app's mailer as configured: SMTP_URL, else `DATA_DIR/outbox/`. */
export const configuredMailer = (config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger) =>
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log });

export function createMailer(options: MailerOptions): Mailer {
    return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, options: MailerOptions): Mailer {
    const transport = createTransport(smtpUrl, { from: options.from });
    return {
        async send(message) {
            assertOneAddress(message);
            const info = await transport.sendMail(envelopeOf(message, options.from));
            options.log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
        },
        close: () => transport.close(),
    };
}

function outboxMailer(options: MailerOptions): Mailer {
    // The stream transport builds the same message SMTP would carry, as bytes.
    const transport = createTransport(
        { streamTransport: true, buffer: true, newline: 'windows' },
        { from: options.from },
    );
    return {
        async send(message) {
            assertOneAddress(message);
            const info = await transport.sendMail(envelopeOf(message, options.from));
            await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
            const stamp = new Date().toISOString().replace(/[:.]/g, '-');
            const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
            const path = join(options.outboxDir, name);
            // Written aside and renamed, so a reader of the outbox never sees half a mail.
            const partial = join(options.outboxDir, `.${name}.partial`);
            await writeFile(partial, info.message as Buffer, { mode: 0o600, flag: 'wx' });
            await rename(partial, path);
            options.log.info({ to: message.to, path }, 'mail written to the outbox (no SMTP_URL)');
        },
        close: () => transport.close(),
    };
}

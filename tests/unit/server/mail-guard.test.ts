import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { isOneAddress } from '../../../common/email';
import { createMailer, NotOneAddress, type Mailer } from '../../../server/mail';
import { emailProvider } from '../../../server/modules/message/delivery/providers/email';
import { DeliveryError } from '../../../server/modules/message/delivery/providers/types';
import { parseMail } from '../../support/smtp';

/** A header with its RFC 2047 encoded words (`=?UTF-8?B?…?=`) decoded, as a mail program shows it. */
const decodeWords = (header: string) =>
    header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64').toString('utf8')
            : Buffer.from(
                  text
                      .replace(/_/g, ' ')
                      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                  'latin1',
              ).toString('utf8'),
    );

const outboxDir = mkdtempSync(join(tmpdir(), 'pitstop-mail-guard-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
const mailer = createMailer({
    smtpUrl: null,
    from: 'Garage <no-reply@garage.hk>',
    outboxDir,
    log: pino({ level: 'silent' }),
});
const outgoing = (to: string) => ({
    kind: 'invoice' as const,
    locale: 'en' as const,
    to,
    subject: 'Hi',
    body: 'Hi',
    values: {},
});

describe('the mailer, last guard', () => {
    it.each(['a@example.com\r\nBcc: b@example.com', 'a@example.com, b@example.com', 'Chan <a@example.com>', ''])(
        'sends nothing to %j',
        async to => {
            expect(isOneAddress(to)).toBe(false);
            await expect(mailer.send({ to, subject: 'Hi', text: 'Hi' })).rejects.toBeInstanceOf(NotOneAddress);
            expect(readdirSync(outboxDir)).toEqual([]);
            await expect(emailProvider(mailer, undefined)(outgoing(to))).rejects.toMatchObject({
                message: 'The e-mail address is not one plain address',
                retryable: false,
            });
        },
    );

    it('sends to one plain address', async () => {
        await mailer.send({ to: 'chan@example.hk', subject: 'Hi', text: 'Hi' });
        expect(readdirSync(outboxDir).filter(name => name.endsWith('.eml'))).toHaveLength(1);
    });
});

describe("a garage's mail", () => {
    const sent = () => {
        const [latest] = readdirSync(outboxDir)
            .filter(name => name.endsWith('.eml'))
            .sort()
            .reverse();
        return parseMail(readFileSync(join(outboxDir, latest), 'utf8')).headers;
    };
    const garage = (replyTo: string) => ({ name: '陳記車房', replyTo, appName: 'Pitstop' });

    it('comes from "<garage> via <app>" at the platform’s address, and replies go to the garage', async () => {
        await emailProvider(mailer, garage('office@chan-garage.hk'))(outgoing('chan@example.hk'));
        const headers = sent();
        expect(decodeWords(headers.from)).toBe('陳記車房 via Pitstop <no-reply@garage.hk>');
        expect(headers['reply-to']).toBe('office@chan-garage.hk');
    });

    it('has no Reply-To when the garage’s address is not one plain address', async () => {
        await emailProvider(mailer, garage(''))(outgoing('chan@example.hk'));
        expect(decodeWords(sent().from)).toBe('陳記車房 via Pitstop <no-reply@garage.hk>');
        expect(sent()['reply-to']).toBeUndefined();
        await mailer.send({ to: 'wong@example.hk', subject: 'Reset', text: 'Hi' });
        expect(sent().from).toBe('Garage <no-reply@garage.hk>');
    });
});

describe('a mail server’s refusal, as staff read it', () => {
    const failing = (error: object): Mailer => ({
        send: () => Promise.reject(Object.assign(new Error('server said things'), error)),
        close: () => undefined,
    });
    const refusal = (error: object) =>
        emailProvider(
            failing(error),
            undefined,
        )(outgoing('chan@example.hk')).then(
            () => expect.unreachable('the mail was taken'),
            (caught: DeliveryError) => caught,
        );

    it('is the SMTP code and our reason, never the server’s words', async () => {
        const refused = await refusal({
            responseCode: 550,
            message: '550 5.1.1 <chan@example.hk>: Recipient address rejected: visit http://evil.example',
        });
        expect(refused).toMatchObject({
            message: 'The mail server refused the message (SMTP 550: mailbox unavailable)',
            retryable: false,
        });
        expect(refused.detail).toContain('Recipient address rejected');
        expect(await refusal({ responseCode: 451 })).toMatchObject({
            message: 'The mail server failed (SMTP 451: local error at the mail server)',
            retryable: true,
        });
        expect(await refusal({ code: 'ECONNECTION' })).toMatchObject({
            message: 'The mail server could not be reached (ECONNECTION)',
            retryable: true,
        });
    });
});

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
        return readFileSync(join(outboxDir, latest), 'utf8');
    };
    const garage = (email: string) => ({
        face: {
            name: '陳記車房',
            logo_url: '/public/v3/garage-logo/5b0c5a5e-8d1e-4a53-9a5c-2a1f0f6c1a11',
            address: '九龍觀塘道 123 號',
            phone: '2345 6789',
            email,
            whatsapp_url: 'https://wa.me/85261234567',
            payment_methods: [],
            timezone: 'Asia/Hong_Kong',
        },
        appName: 'Pitstop',
        origin: 'https://pitstop.example',
    });
    const body = '你好陳生，<b>你部車</b>整好。\nhttps://pitstop.example/portal/invoice/abc';

    it('comes from "<garage> via <app>" at the platform’s address, and replies go to the garage', async () => {
        await emailProvider(mailer, garage('office@chan-garage.hk'))({ ...outgoing('chan@example.hk'), body });
        const { headers } = parseMail(sent());
        expect(decodeWords(headers.from)).toBe('陳記車房 via Pitstop <no-reply@garage.hk>');
        expect(headers['reply-to']).toBe('office@chan-garage.hk');
    });

    it('carries the garage’s logo, name and contacts, in text and HTML, the message escaped', async () => {
        await emailProvider(
            mailer,
            garage('office@chan-garage.hk'),
        )({ ...outgoing('chan@example.hk'), body, locale: 'zh-hk' });
        const { headers, text, html } = parseMail(sent());
        expect(headers['content-type']).toMatch(/^multipart\/alternative/);
        expect(text).toContain('你部車');
        expect(text).toContain('--\n陳記車房\n九龍觀塘道 123 號\n2345 6789\nWhatsApp: https://wa.me/85261234567');
        expect(html).toContain(
            '<img src="https://pitstop.example/public/v3/garage-logo/5b0c5a5e-8d1e-4a53-9a5c-2a1f0f6c1a11"',
        );
        expect(html).toContain('<a href="tel:23456789">2345 6789</a>');
        expect(html).toContain('<a href="https://wa.me/85261234567">WhatsApp</a>');
        expect(html).toContain('&lt;b&gt;你部車&lt;/b&gt;');
        expect(html).toContain('<a href="https://pitstop.example/portal/invoice/abc">');
        expect(html).toContain('由 Pitstop 提供');
    });

    it('has no Reply-To when the garage’s address is not one plain address; the platform’s own mail is its own', async () => {
        await emailProvider(mailer, garage(''))(outgoing('chan@example.hk'));
        expect(decodeWords(parseMail(sent()).headers.from)).toBe('陳記車房 via Pitstop <no-reply@garage.hk>');
        expect(parseMail(sent()).headers['reply-to']).toBeUndefined();
        await mailer.send({ to: 'wong@example.hk', subject: 'Reset', text: 'Hi' });
        expect(parseMail(sent()).headers.from).toBe('Garage <no-reply@garage.hk>');
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

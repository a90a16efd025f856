import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { isOneAddress } from '../../../common/email';
import { createMailer, NotOneAddress, type Mailer } from '../../../server/mail';
import { emailProvider } from '../../../server/modules/message/delivery/providers/email';
import { DeliveryError } from '../../../server/modules/message/delivery/providers/types';

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
            await expect(emailProvider(mailer)(outgoing(to))).rejects.toMatchObject({
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

describe('a mail server’s refusal, as staff read it', () => {
    const failing = (error: object): Mailer => ({
        send: () => Promise.reject(Object.assign(new Error('server said things'), error)),
        close: () => undefined,
    });
    const refusal = (error: object) =>
        emailProvider(failing(error))(outgoing('chan@example.hk')).then(
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

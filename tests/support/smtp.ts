import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
    from: string;
    to: string[];
    raw: string;
}

export interface TestSmtp {
    /** SMTP_URL for the app under test. */
    url: string;
    messages: ReceivedMail[];
    /** The first mail to `address` received after `since` messages, waiting for it up to `timeoutMs`. */
    waitForMail(address: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
    close(): Promise<void>;
}

/** A real SMTP server on loopback (a random port unless given; no TLS, no auth) that keeps every message it receives. */
export async function startSmtp(listenPort = 0): Promise<TestSmtp> {
    const messages: ReceivedMail[] = [];
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => {
                const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
                messages.push({
                    from,
                    to: session.envelope.rcptTo.map(r => r.address),
                    raw: Buffer.concat(chunks).toString('utf8'),
                });
                callback();
            });
        },
    });
    await new Promise<void>(resolve => server.listen(listenPort, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;

    async function waitForMail(address: string, options: { since?: number; timeoutMs?: number } = {}) {
        const deadline = Date.now() + (options.timeoutMs ?? 10_000);
        for (;;) {
            const found = messages
                .slice(options.since ?? 0)
                .find(m => m.to.includes(address.toLowerCase()) || m.to.includes(address));
            if (found) return found;
            if (Date.now() > deadline) throw new Error(`no mail to ${address} within the wait`);
            await new Promise(resolve => setTimeout(resolve, 20));
        }
    }

    return {
        url: `smtp://127.0.0.1:${port}`,
        messages,
        waitForMail,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
}

/**
 * Splits a raw RFC 5322 message into its headers (lower-cased names) and its decoded text body; a multipart message
 * (text and HTML) answers its text part's body as `text` and its HTML part's as `html`.
 */
export function parseMail(raw: string): { headers: Record<string, string>; text: string; html?: string } {
    const normalized = raw.replace(/\r\n/g, '\n');
    const split = normalized.indexOf('\n\n');
    const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
    const body = normalized.slice(split + 2);
    const headers: Record<string, string> = {};
    for (const line of head.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (boundary) {
        const parts = body
            .split(`--${boundary}`)
            .slice(1, -1)
            .map(part => parseMail(part.replace(/^\n/, '')));
        const typed = (type: string) => parts.find(part => part.headers['content-type']?.startsWith(type));
        return { headers, text: typed('text/plain')?.text ?? '', html: typed('text/html')?.text };
    }
    const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const text =
        encoding === 'quoted-printable'
            ? decodeQuotedPrintable(body)
            : encoding === 'base64'
              ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
              : body;
    return { headers, text };
}

export function decodeQuotedPrintable(text: string): string {
    const joined = text.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
        const hex = joined.slice(i + 1, i + 3);
        if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
            bytes.push(parseInt(hex, 16));
            i += 2;
        } else {
            bytes.push(...Buffer.from(joined[i], 'utf8'));
        }
    }
    return Buffer.from(bytes).toString('utf8');
}

/** The token of the password reset link in a mail's text. */
export function resetLinkOf(text: string): { url: URL; token: string } {
    const match = /https?:\/\/\S+\/auth\/forgot-password\?token=[A-Za-z0-9_-]+/.exec(text);
    if (!match) throw new Error(`no reset link in the mail:\n${text}`);
    const url = new URL(match[0]);
    return { url, token: url.searchParams.get('token')! };
}

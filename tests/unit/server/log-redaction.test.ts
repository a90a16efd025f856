import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../../server/http/log-redaction';

const TOKEN = 'lJlkjz6UcH2y01OS_rn7COxksgImKal3o_V-FQcBur4';

describe('redactSecrets', () => {
    it.each([
        [`/portal/opt-out/${TOKEN}`, '/portal/opt-out/[redacted]'],
        [`/portal/invoice/${TOKEN}?lang=en`, '/portal/invoice/[redacted]?lang=en'],
        [`/public/v3/portal/${TOKEN}/approve`, '/public/v3/portal/[redacted]/approve'],
        ['/public/v3/portal/abc', '/public/v3/portal/abc'],
        ['/public/v3/portal/Abc_-123', '/public/v3/portal/[redacted]'],
        [`/auth/forgot-password?token=${TOKEN}&x=1`, '/auth/forgot-password?token=[redacted]&x=1'],
        [
            '/public/v3/webhook/whatsapp?hub.verify_token=secret&hub.challenge=7',
            '/public/v3/webhook/whatsapp?hub.verify_token=[redacted]&hub.challenge=7',
        ],
        [`mail for ${TOKEN}.`, 'mail for [redacted].'],
        ['Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'Bearer [redacted]'],
    ])('%s → %s', (text, redacted) => {
        expect(redactSecrets(text)).toBe(redacted);
    });

    it('keeps what is no secret: a garage’s booking page, ids, trace ids and uuids', () => {
        for (const text of [
            '/public/v3/portal/book/kwun-tong-auto/slots?date=2026-12-01',
            '/api/v3/motor-garage/invoice/5/share',
            '{"reqId":"4f2a9c0d1e2b3a4c","asset":"0b8c2e7a-6f0d-4a51-9a3e-2d6f1c9b7e10"}',
        ])
            expect(redactSecrets(text)).toBe(text);
    });

    it('cuts every token of a JSON log line, and only the tokens', () => {
        const line = `{"level":30,"req":{"method":"GET","url":"/portal/booking/${TOKEN}"},"msg":"incoming request"}\n`;
        expect(redactSecrets(line)).toBe(
            '{"level":30,"req":{"method":"GET","url":"/portal/booking/[redacted]"},"msg":"incoming request"}\n',
        );
    });
});

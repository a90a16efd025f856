import { randomBytes } from 'node:crypto';
import type { PitstopApp } from '../../server/app';

// A 1×1 PNG and a 1×1 GIF, byte for byte.
export const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function form(parts: Part[]) {
    const boundary = `----pitstop${randomBytes(8).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const part of parts) {
        chunks.push(Buffer.from(`--${boundary}\r\n`));
        if ('bytes' in part) {
            chunks.push(
                Buffer.from(
                    `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
                ),
            );
            chunks.push(part.bytes);
        } else {
            chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
        }
        chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const file = (bytes: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({
    name: 'file',
    filename,
    type,
    bytes,
});

/** Posts the form to the upload route (POST /api/v2/asset) as the web app does. */
export async function postUpload(app: PitstopApp, token: string | undefined, parts: Part[]) {
    const { payload, headers } = form(parts);
    const response = await app.inject({
        method: 'POST',
        url: '/api/v2/asset',
        payload,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
}

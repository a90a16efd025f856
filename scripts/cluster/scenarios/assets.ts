import { randomBytes } from 'node:crypto';
import { signIn } from '../garage';
import { call, check } from '../http';
import type { Scenario } from '.';

/** A 1×1 PNG. */
const IMAGE = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
);

function imageForm(image: Buffer) {
    const boundary = `cluster${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
        bytes: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
}

/** An image uploaded through one node is read through the other and the balancer; deleted on one, gone on both. */
export const assetsAcrossNodes: Scenario = {
    title: '2. upload on one node, read on the other',
    async run({ balancer, nodes: { a, b }, s3 }, tally, notes) {
        const { workspaceToken: token } = await signIn(tally, balancer, 'demo');
        const uploaded = await call(tally, a.url, 'POST', '/api/v2/asset', { token, ...imageForm(IMAGE), expect: 201 });
        check(uploaded.status === 201, `node a refused the upload: ${uploaded.status}`);
        const { uuid } = uploaded.body.data;
        const path = `/api/v2/asset/${uuid}`;
        const stored = (await s3.keys()).filter(key => key.includes(uuid));
        check(stored.length === 1, `the bucket holds ${stored.length} objects of the upload`);
        check((await s3.bytes(stored[0])).equals(IMAGE), 'the bucket holds other bytes than those uploaded');

        for (const base of [b.url, balancer, balancer]) {
            const read = await call(tally, base, 'GET', path, { token, expect: 200 });
            check(read.status === 200 && read.bytes.equals(IMAGE), `${base} did not answer the uploaded bytes`);
            check(read.headers['content-type'] === 'image/png', `${base} answered ${read.headers['content-type']}`);
        }
        await call(tally, b.url, 'DELETE', path, { token, expect: 200 });
        check(!(await s3.keys()).includes(stored[0]), 'the image deleted on node b is still in the bucket');
        for (const node of [a, b]) {
            const gone = await call(tally, node.url, 'GET', path, { token, expect: 404 });
            check(gone.status === 404, `node ${node.name} still answers the image deleted on node b: ${gone.status}`);
        }
        notes.push(
            `${IMAGE.length} bytes uploaded on a into the bucket, read on b and twice through the balancer, deleted on b`,
        );
    },
};

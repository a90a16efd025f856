import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pitstopHaproxyConfig } from '../../../scripts/cluster/haproxy-config';

const operations = readFileSync(resolve(__dirname, '../../../docs/operations.md'), 'utf8');

describe('the HAProxy config docs/operations.md gives', () => {
    it('is the one the cluster test runs, with real addresses', () => {
        const quoted = operations.match(/^```\n(defaults\n[\s\S]*?)^```$/m)?.[1];
        const servers = [
            { name: 'app1', address: '10.0.0.11:3000' },
            { name: 'app2', address: '10.0.0.12:3000' },
        ];
        expect(quoted).toBe(pitstopHaproxyConfig(':443 ssl crt /etc/haproxy/garage.example.pem', servers));
    });
});

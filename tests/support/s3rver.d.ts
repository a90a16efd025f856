/** The parts of s3rver (no types of its own) the tests use. */
declare module 's3rver' {
    import type { AddressInfo } from 'node:net';

    export default class S3rver {
        constructor(options: { address?: string; port?: number; silent?: boolean; directory: string });
        run(): Promise<AddressInfo>;
        close(): Promise<void>;
    }
}

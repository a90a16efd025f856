import { isIP } from 'node:net';
import { AppError } from '../http/errors';
import { addressProblem, bareHost, isLocalName } from './addresses';
import { addressesProblem, resolveAll, type ResolveAll } from './dispatcher';

/** Where a workspace's own endpoints may point: `allowPrivate` is ALLOW_PRIVATE_ENDPOINTS. */
export interface EndpointPolicy {
    allowPrivate: boolean;
    /** How names are resolved (tests give their own). */
    resolve?: ResolveAll;
}

const resolveNow = (resolve: ResolveAll, hostname: string) =>
    new Promise<string | null>(settle =>
        resolve(hostname, { all: true }, (error, addresses) =>
            settle(error ? `${hostname} could not be looked up` : addressesProblem(hostname, addresses)),
        ),
    );

/**
 * Why the server may not call `url` for a workspace, or null: it must be https and its host must resolve only to
 * public addresses (no loopback, private, link-local, CGNAT, multicast or reserved address, no `localhost`). With
 * ALLOW_PRIVATE_ENDPOINTS any http(s) URL passes. Checked again at each connection (`publicOnlyDispatcher`).
 */
export async function endpointProblem(url: string, policy: EndpointPolicy): Promise<string | null> {
    let parsed: URL;
    try {
        parsed = new URL(url);
    } catch {
        return 'it is not a URL';
    }
    if (policy.allowPrivate) return ['http:', 'https:'].includes(parsed.protocol) ? null : 'it is not an http(s) URL';
    if (parsed.protocol !== 'https:') return 'it must be an https:// URL';
    const host = bareHost(parsed.hostname);
    if (isIP(host)) return addressProblem(host);
    if (isLocalName(host)) return `${host} is this machine`;
    return resolveNow(policy.resolve ?? resolveAll, host);
}

/** 400 `endpoint_not_allowed` on `field` unless `url` passes the endpoint rule. */
export async function assertEndpointAllowed(field: string, url: string, policy: EndpointPolicy): Promise<void> {
    const problem = await endpointProblem(url, policy);
    if (problem)
        throw new AppError(400, 'endpoint_not_allowed', `The server may not call this endpoint: ${problem}`, [
            { field, error: 'endpoint_not_allowed' },
        ]);
}

import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { addressProblem, bareHost, forbiddenKind } from './addresses';
import { EndpointNotAllowed } from './errors';

/** How a host name is resolved: node:dns's `lookup` asked for every address (a test gives its own). */
export type ResolveAll = (
    hostname: string,
    options: LookupAllOptions,
    callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const resolveAll: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** Why `hostname` may not be connected to at these addresses (one of them is not public), or null. */
const addressesProblem = (hostname: string, addresses: LookupAddress[]) => {
    if (addresses.length === 0) return `${hostname} has no address`;
    const refused = addresses.find(({ address }) => forbiddenKind(address));
    return refused ? `${hostname} resolves to ${refused.address}, ${forbiddenKind(refused.address)}` : null;
};

/**
 * A socket's `lookup` that answers only public addresses: a name resolving to any loopback, private, link-local…
 * address fails the connection. It runs for the connection itself, so DNS answering differently than when the
 * endpoint was saved (rebinding) changes nothing.
 */
export function publicOnlyLookup(resolve: ResolveAll = resolveAll): LookupFunction {
    return (hostname, options, callback) => {
        resolve(hostname, { ...options, all: true }, (error, addresses) => {
            if (error) return void callback(error, '', 0);
            const problem = addressesProblem(hostname, addresses);
            if (problem) return void callback(new EndpointNotAllowed(problem), '', 0);
            if (options.all) return void (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
            callback(null, addresses[0].address, addresses[0].family);
        });
    };
}

/**
 * An HTTP agent that connects to public addresses only: names through `publicOnlyLookup`, and an address written
 * in the URL (which is never looked up) checked as it is.
 */
export function publicOnlyDispatcher(resolve?: ResolveAll): Dispatcher {
    const connect = buildConnector({ lookup: publicOnlyLookup(resolve) });
    return new Agent({
        connect: (options, callback) => {
            const host = bareHost(options.hostname);
            const problem = isIP(host) ? addressProblem(host) : null;
            if (problem) return void callback(new EndpointNotAllowed(problem), null);
            connect(options, callback);
        },
    });
}

/** For the platform's own endpoints (set by the operator) and, with ALLOW_PRIVATE_ENDPOINTS, a workspace's. */
export const trustedDispatcher = (): Dispatcher => new Agent();

/** One pair of agents for the process: connections to a provider are kept alive between calls. */
let shared: { publicOnly: Dispatcher; trusted: Dispatcher } | null = null;

export function dispatcherFor(publicOnly: boolean): Dispatcher {
    shared ??= { publicOnly: publicOnlyDispatcher(), trusted: trustedDispatcher() };
    return publicOnly ? shared.publicOnly : shared.trusted;
}

export { addressesProblem, resolveAll };

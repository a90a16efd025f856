import ipaddr from 'ipaddr.js';

/** Whether `host` (a URL's hostname: a name, an IPv4 address or a bracketed IPv6 one) is this machine's loopback. */
export function isLoopbackHost(host: string): boolean {
    const bare = host.replace(/^\[(.*)\]$/, '$1');
    if (bare.toLowerCase() === 'localhost') return true;
    if (!ipaddr.isValid(bare)) return false;
    return ipaddr.process(bare).range() === 'loopback';
}

/** Refuses, before any traffic, a target that is not on this machine's loopback: the load test never leaves it. */
export function assertLoopback(url: string, what: string): void {
    const host = URL.canParse(url) ? new URL(url).hostname : '';
    if (!isLoopbackHost(host))
        throw new Error(`${what} must be on loopback (127.0.0.0/8, ::1 or localhost), not ${url || 'nothing'}`);
}

export interface PitstopServer {
    name: string;
    /** host:port */
    address: string;
}

/**
 * HAProxy in front of Pitstop servers: the config the cluster test runs and docs/operations.md quotes (a unit test
 * checks the two agree). Reads (GET, HEAD, OPTIONS) and writes go to two backends over the same servers, as HAProxy
 * replays a request on whatever `retry-on` lists, whatever its method:
 * - both send a request again when it never reached a server (`conn-failure`: a stopped server refuses connections),
 *   and on a 503, which Pitstop answers only from /health/ready and, while closing, before running a request;
 * - reads also when a server closed the connection without answering (`empty-response`) or did not answer within
 *   `timeout server` (`response-timeout`); a write in either case may have committed, so it is not sent twice.
 * `option redispatch 1` sends every retry to another server. `http-reuse safe` keeps connections to the servers
 * alive; a draining server closes each one after its answer, so none is reused as the server closes it.
 */
export function pitstopHaproxyConfig(bind: string, servers: PitstopServer[]): string {
    const lines = (how: (server: PitstopServer) => string) =>
        servers.map(server => `    server ${server.name} ${server.address} ${how(server)}`).join('\n');
    return `defaults
    mode http
    log global
    option httplog
    option dontlognull
    option forwardfor
    option redispatch 1
    retries 3
    http-reuse safe
    timeout connect 2s
    timeout client 30s
    timeout server 60s
    timeout http-request 10s
    default-server inter 1s fall 2 rise 2

frontend pitstop
    bind ${bind}
    acl replay_safe method GET HEAD OPTIONS
    use_backend pitstop_reads if replay_safe
    default_backend pitstop_writes

backend pitstop_reads
    balance roundrobin
    option httpchk GET /health/ready
    http-check expect status 200
    retry-on conn-failure empty-response response-timeout 503
${lines(() => 'check')}

backend pitstop_writes
    balance roundrobin
    retry-on conn-failure 503
${lines(server => `track pitstop_reads/${server.name}`)}
`;
}

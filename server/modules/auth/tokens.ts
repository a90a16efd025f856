import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { isId } from '../../http/schemas';

export type TokenKind = 'user' | 'workspace' | 'admin';
const KINDS: TokenKind[] = ['user', 'workspace', 'admin'];
const ISSUER = 'pitstop';
export const ACCESS_TOKEN_SECONDS = 60 * 60;

export interface TokenClaims {
    kind: TokenKind;
    subject: number;
    sessionId: string;
    workspaceId?: number;
}

const audience = (kind: TokenKind) => `pitstop:${kind}`;

// Claims are checked for shape before they reach the database: a session id is a uuid, ids fit the id columns.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How far ahead of this server's clock a token may say it was issued. */
const CLOCK_SKEW_SECONDS = 60;

export interface TokenService {
    sign(claims: TokenClaims): Promise<string>;
    /** The claims of a genuine token, or null. `allowExpired` serves the refresh call only. */
    verify(token: string, options?: { allowExpired?: boolean }): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
    // Imported once as a WebCrypto key: jose would otherwise import the secret (even a KeyObject) on every call.
    const imported = crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
    );

    return {
        sign: async ({ kind, subject, sessionId, workspaceId }) =>
            new SignJWT(workspaceId ? { wid: workspaceId } : {})
                .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
                .setIssuer(ISSUER)
                .setAudience(audience(kind))
                .setSubject(String(subject))
                .setJti(sessionId)
                .setIssuedAt()
                .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
                .sign(await imported),

        async verify(token, options = {}) {
            try {
                // For refresh, check the token as of the moment it was issued: signature, issuer and audience still count.
                const issuedAt = options.allowExpired ? decodeJwt(token).iat : undefined;
                const { payload } = await jwtVerify(token, await imported, {
                    algorithms: ['HS256'],
                    issuer: ISSUER,
                    audience: KINDS.map(audience),
                    requiredClaims: ['sub', 'jti', 'exp', 'iat'],
                    ...(issuedAt ? { currentDate: new Date(issuedAt * 1000) } : {}),
                });
                const kind = KINDS.find(
                    k =>
                        payload.aud === audience(k) ||
                        (Array.isArray(payload.aud) && payload.aud.length === 1 && payload.aud[0] === audience(k)),
                );
                const subject =
                    typeof payload.sub === 'string' && /^[1-9]\d*$/.test(payload.sub) ? Number(payload.sub) : NaN;
                const workspaceId = payload.wid;
                if (
                    !kind ||
                    !isId(subject) ||
                    !UUID.test(String(payload.jti)) ||
                    payload.iat! > Date.now() / 1000 + CLOCK_SKEW_SECONDS
                )
                    return null;
                if (kind === 'workspace' ? !isId(workspaceId) : workspaceId !== undefined) return null;
                return { kind, subject, sessionId: payload.jti!, workspaceId: workspaceId as number | undefined };
            } catch (error) {
                if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
                throw error;
            }
        },
    };
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** What a box seals: each purpose has a key of its own, so a secret sealed for one opens for no other. */
export type SecretPurpose = 'assistant api key' | 'message channel token';

/**
 * Seals secrets a workspace stores (its model's API key, its WhatsApp and SMS tokens) with AES-256-GCM. The key is
 * derived with HKDF-SHA256 from the server's JWT_SECRET and the purpose, so there is no other secret to keep; a new
 * JWT_SECRET makes sealed secrets unreadable (they must be set again). The workspace's id is the associated data: a
 * sealed secret copied to another workspace opens nowhere.
 */
export function secretBox(serverSecret: string, purpose: SecretPurpose) {
    const key = Buffer.from(hkdfSync('sha256', serverSecret, 'pitstop', purpose, 32));
    const context = (workspaceId: number) => Buffer.from(`workspace:${workspaceId}`);

    return {
        /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
        seal(workspaceId: number, plaintext: string): string {
            const iv = randomBytes(IV_BYTES);
            const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context(workspaceId));
            const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
            return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map(part => part.toString('base64url'))].join('.');
        },
        /** The secret, or null when it was sealed under another key or for another workspace, or is damaged. */
        open(workspaceId: number, sealed: string): string | null {
            const [version, iv, tag, data] = sealed.split('.');
            if (version !== VERSION || !data) return null;
            try {
                const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
                    .setAAD(context(workspaceId))
                    .setAuthTag(Buffer.from(tag, 'base64url'));
                return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
                    'utf8',
                );
            } catch {
                return null;
            }
        },
    };
}

export type SecretBox = ReturnType<typeof secretBox>;

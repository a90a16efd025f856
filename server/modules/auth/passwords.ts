import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id.
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash when there is no account, so timing does not tell which usernames exist. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
        dummyHash ??= hash('not-a-real-password');
        await verify(await dummyHash, password);
        return false;
    }
    try {
        return await verify(passwordHash, password);
    } catch {
        return false;
    }
}

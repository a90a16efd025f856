import type { Db } from '../../db/client';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { isReadableAsset } from '../../assets/access';

/**
 * Avatar fields take only an uploaded image the caller may read (400 on `avatar` otherwise); `null` clears the
 * avatar, and the one already in place may stay even if the caller could not choose it now.
 */
export async function assertAvatarAllowed(
    db: Db,
    principal: Principal,
    avatar: string | null | undefined,
    current: string | null = null,
): Promise<void> {
    if (!avatar || avatar.toLowerCase() === current) return;
    if (!(await isReadableAsset(db, avatar, principal))) {
        throw invalid('avatar', 'invalid_value', 'The avatar must be an uploaded image you may read');
    }
}

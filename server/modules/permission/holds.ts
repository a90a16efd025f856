import { forbidden } from '../../http/errors';
import type { Permission } from './catalogue';

/**
 * Refuses (403 `forbidden`) to hand out a permission the giver does not hold: giving an auth group, or writing one,
 * needs every permission it grants, so nobody raises anyone (themselves included) above their own permissions.
 */
export function assertHoldsAll(held: Set<Permission>, granted: Iterable<Permission>): void {
    for (const permission of granted) {
        if (!held.has(permission)) throw forbidden('forbidden', 'You cannot give a permission you do not hold');
    }
}

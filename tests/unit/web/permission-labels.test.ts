// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EXTRA_PERMISSIONS } from '../../../server/modules/permission/catalogue';
import { PERMISSIONS } from '../../../server/registry';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { LOCALES } from '../../../src/i18n';
import { lookupMessage } from '../../../src/i18n/lookup';
import { permissionLabelKey } from '../../../src/resources/organization/PermissionGrid';

/** A key's message in one language, from the garage app's namespaces (`<namespace>.<key…>`). */
const message = (key: string, locale: (typeof LOCALES)[number]) => {
    const [namespace, ...rest] = key.split('.');
    return lookupMessage(garageNamespaces[namespace as keyof typeof garageNamespaces], rest.join('.'), {}, locale);
};

describe('the permission grid', () => {
    it("names a declared resource's row by its menu entry", () => {
        expect(permissionLabelKey('vehicle')).toBe('motor-garage.menu.vehicle');
        expect(permissionLabelKey('customer')).toBe('relationship.menu.customer');
        expect(permissionLabelKey('invoice')).toBe('motor-garage.menu.invoice');
        expect(permissionLabelKey('invoice:void')).toBe('profile.permission.name.invoice_void');
        expect(permissionLabelKey('auth-group')).toBe('profile.permission.name.auth_group');
    });

    it.each(LOCALES)("has a label in %s for every row and extra the server's catalogue has", locale => {
        const names = [...PERMISSIONS.resources.map(({ name }) => name), ...EXTRA_PERMISSIONS];
        const missing = names.filter(name => !message(permissionLabelKey(name), locale));
        expect(missing).toEqual([]);
    });
});

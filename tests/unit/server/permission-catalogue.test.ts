import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { permissionResources } from '../../../server/modules/permission/catalogue';
import authPlugin from '../../../server/plugins/auth';
import { PERMISSIONS, RESOURCES } from '../../../server/registry';

const tyres = { name: 'motor-garage/tyre', scope: 'workspace', permission: 'tyre' } as const;
const readWriteDelete = ['read', 'write', 'delete'];
const declaredActions = [...readWriteDelete, 'export'];

describe('the permission catalogue', () => {
    it("takes each workspace resource's permission from its declaration", () => {
        const resources = permissionResources([
            tyres,
            { name: 'admin/admin', scope: 'platform', permission: undefined },
        ]);
        expect(resources).toEqual([
            { name: 'tyre', actions: declaredActions },
            { name: 'auth-group', actions: readWriteDelete },
            { name: 'workspace', actions: ['read', 'write'] },
            { name: 'message-template', actions: ['read', 'write'] },
        ]);
    });

    it('lists every declared workspace resource, so its routes can be granted', () => {
        for (const { permission } of RESOURCES.filter(resource => resource.scope === 'workspace')) {
            expect(PERMISSIONS.resources).toContainEqual({ name: permission, actions: declaredActions });
            expect(PERMISSIONS.grantable).toEqual(
                expect.arrayContaining(declaredActions.map(a => `${permission}:${a}`)),
            );
        }
    });

    it('gives owners and admins every export, members none', () => {
        const exports = PERMISSIONS.grantable.filter(permission => permission.endsWith(':export'));
        expect(exports).toHaveLength(RESOURCES.filter(resource => resource.scope === 'workspace').length);
        expect(PERMISSIONS.roles.owner).toEqual(expect.arrayContaining(exports));
        expect(PERMISSIONS.roles.admin).toEqual(expect.arrayContaining(exports));
        expect(PERMISSIONS.roles.member.filter(permission => permission.endsWith(':export'))).toEqual([]);
    });

    it('refuses two resources claiming one permission, naming both', () => {
        const wheels = { name: 'motor-garage/wheel', scope: 'workspace', permission: 'tyre' } as const;
        expect(() => permissionResources([tyres, wheels])).toThrow(
            'motor-garage/wheel claims the permission tyre, which motor-garage/tyre already has',
        );
        expect(() => permissionResources([{ ...tyres, permission: 'auth-group' }])).toThrow(
            'motor-garage/tyre claims the permission auth-group, which an undeclared catalogue entry already has',
        );
    });

    it('refuses to start with a route guarding a permission the catalogue does not have', async () => {
        const app = Fastify();
        await app.register(fp(async () => {}, { name: 'db' }));
        await app.register(authPlugin, { jwtSecret: 'x'.repeat(32), permissions: PERMISSIONS });
        const guarded = (permission: string) => async () => {
            app.get(`/api/v3/${permission}`, { config: { auth: 'workspace', permission } }, async () => ({}));
        };
        void app.register(guarded('vehicle:read'));
        void app.register(guarded('tyre:read'));
        await expect(app.ready()).rejects.toThrow(
            'Route GET /api/v3/tyre:read names the permission tyre:read, which the permission catalogue does not have',
        );
        await app.close().catch(() => {});
    });
});

import { Type } from 'typebox';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { EXTRA_PERMISSIONS } from './catalogue';

const Catalogue = Type.Object({
    resources: Type.Array(Type.Object({ name: Type.String(), actions: Type.Array(Type.String()) })),
    extra: Type.Array(Type.String()),
    roles: Type.Object({
        owner: Type.Array(Type.String()),
        admin: Type.Array(Type.String()),
        member: Type.Array(Type.String()),
    }),
});

export default async function permissionRoutes(app: App) {
    const { resources, roles } = app.permissions;
    app.get(
        '/api/v3/permission',
        {
            config: { auth: 'workspace' },
            schema: {
                operationId: 'getPermissionCatalogue',
                tags: ['auth-group'],
                security: bearer,
                description: 'The permissions auth groups can grant, and what each role has by default.',
                response: responses({ 200: Ok(Catalogue) }),
            },
        },
        async request =>
            ok(request, {
                resources: resources.map(({ name, actions }) => ({ name, actions: [...actions] })),
                extra: [...EXTRA_PERMISSIONS],
                roles: {
                    owner: [...roles.owner],
                    admin: [...roles.admin],
                    member: [...roles.member],
                },
            }),
    );
}

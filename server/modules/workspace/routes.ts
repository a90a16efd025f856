import { e164Digits } from '../../../common/phone';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { normalizeFpsIdentifier } from '../../../common/fps';
import type { Config } from '../../config';
import { workspaces, workspaceUsers } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok, okList } from '../../http/reply';
import { IdParams, ListQuery, Ok, OkList, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { assertAvatarAllowed } from '../asset/avatar';
import { revokeAccountSessions, rootOf } from '../auth/sessions';
import { organizationCreationEnabled } from '../config/routes';
import { membershipPermissions } from '../permission/resolve';
import { assertKeepsAnOwner } from '../team/owners';
import { createWorkspace, findMembership, listMemberships, MEMBERSHIP_SORTABLE, updateWorkspace } from './queries';
import { knownTimeZone } from './timezones';
import { checkedBookingRules } from './booking-rules';
import { wallClock } from '../../../common/online-booking';
import { ifMatchOf, IfMatchHeaders, OkVersioned, withEtag } from '../../resources/versions';
import { CreateWorkspaceBody, toWorkspace, UpdateWorkspaceBody, WorkspaceRecord, WorkspaceUserRecord } from './schemas';

const LeftAnswer = Type.Object({
    id: Type.Integer(),
    token: Type.String({ description: 'A user token for the same sign-in' }),
});

export default async function workspaceRoutes(app: App, options: { config: Config }) {
    app.get(
        '/api/v3/workspace',
        {
            config: { auth: 'user' },
            schema: {
                operationId: 'listOwnWorkspaces',
                tags: ['workspace'],
                security: bearer,
                description: "The caller's memberships, each with its workspace.",
                querystring: ListQuery(MEMBERSHIP_SORTABLE),
                response: responses({ 200: OkList(WorkspaceUserRecord) }),
            },
        },
        async request => {
            const { userId } = requirePrincipal(request, 'user', 'workspace');
            const { rows, total } = await listMemberships(app.db, userId, request.query);
            return okList(request, rows, total, request.query);
        },
    );

    app.get(
        '/api/v3/workspace/:id',
        {
            config: { auth: 'user' },
            schema: {
                operationId: 'getOwnWorkspace',
                tags: ['workspace'],
                security: bearer,
                params: IdParams,
                response: responses({ 200: OkVersioned(WorkspaceRecord) }),
            },
        },
        async (request, reply) => {
            const { userId } = requirePrincipal(request, 'user', 'workspace');
            const found = await findMembership(app.db, userId, request.params.id);
            if (!found) throw notFound();
            withEtag(reply, found.workspace);
            return ok(request, toWorkspace(found.workspace));
        },
    );

    app.post(
        '/api/v3/workspace',
        {
            config: { auth: 'user', whileSuspended: true },
            schema: {
                operationId: 'createWorkspace',
                tags: ['workspace'],
                security: bearer,
                body: CreateWorkspaceBody,
                response: responses({ 201: Ok(WorkspaceRecord) }),
            },
        },
        async (request, reply) => {
            const { userId } = requirePrincipal(request, 'user', 'workspace');
            if (!organizationCreationEnabled(options.config)) {
                throw forbidden(
                    'organization_creation_disabled',
                    'Organizations are created by the platform operators',
                );
            }
            if (!request.body.name.trim()) throw invalid('name', 'required');
            await assertAvatarAllowed(app.db, request.principal!, request.body.avatar);
            const workspace = await createWorkspace(app.db, userId, request.body);
            return reply.status(201).send(ok(request, toWorkspace(workspace)));
        },
    );

    /**
     * A user token for the caller's sign-in: leaving or deleting a workspace ends the caller's sessions in it, and
     * the web app holds only the workspace token.
     */
    async function userTokenFor(request: FastifyRequest) {
        const { userId, sessionId } = requirePrincipal(request, 'user', 'workspace');
        return app.tokens.sign({ kind: 'user', subject: userId, sessionId: await rootOf(app.db, sessionId) });
    }

    /** The caller's membership of workspace `id` with its permissions; 404 when not a member. */
    async function membershipOf(request: FastifyRequest, id: number) {
        const { userId } = requirePrincipal(request, 'user', 'workspace');
        const found = await findMembership(app.db, userId, id);
        if (!found) throw notFound();
        const permissions = await membershipPermissions(app.db, app.permissions, {
            workspaceId: id,
            membershipId: found.membership.id,
            role: found.membership.role,
            suspended: found.workspace.status !== 'active',
        });
        return { ...found, permissions };
    }

    app.put(
        '/api/v3/workspace/:id',
        {
            config: { auth: 'user', workspaceParam: 'id' },
            schema: {
                operationId: 'updateWorkspace',
                tags: ['workspace'],
                security: bearer,
                params: IdParams,
                body: UpdateWorkspaceBody,
                headers: IfMatchHeaders,
                description:
                    'Owners and admins, or members whose auth groups grant workspace:write. If-Match or a body version ' +
                    'that is not the current one: 409 stale. A slug another workspace has: 409 slug_taken. The online ' +
                    'booking rules: each open day closes after it opens (before_open on opening_hours.<n>.close), closed ' +
                    'dates from a year ago to five years ahead (out_of_range on closed_dates.<n>); nothing saved otherwise.',
                response: responses({ 200: OkVersioned(WorkspaceRecord) }),
            },
        },
        async (request, reply) => {
            const { permissions, workspace: current } = await membershipOf(request, request.params.id);
            if (!permissions.has('workspace:write')) throw forbidden();
            const { body } = request;
            if (!body.name.trim()) throw invalid('name', 'required');
            const timezone = body.timezone === undefined ? undefined : await knownTimeZone(app.db, body.timezone);
            if (timezone === null) throw invalid('timezone', 'invalid_value', 'Choose a time zone from the list');
            // One rule with the web app's QR code (common/fps.ts): an FPS ID as digits, a mobile as 8 digits, e-mail lower case.
            const fpsId = body.fps_id === undefined ? undefined : normalizeFpsIdentifier(body.fps_id);
            if (fpsId === null) throw invalid('fps_id', 'invalid_value');
            const whatsapp = body.whatsapp?.trim();
            if (whatsapp && !e164Digits(whatsapp))
                throw invalid('whatsapp', 'invalid_value', 'Give a phone number WhatsApp can reach');
            if ((body.online_booking ?? current.onlineBooking) && !(body.slug === undefined ? current.slug : body.slug))
                throw invalid('slug', 'required', 'Online booking needs the address of its page');
            const today = wallClock(new Date(), timezone ?? current.timezone).day;
            const { closed_dates } = checkedBookingRules(body, today);
            await assertAvatarAllowed(app.db, request.principal!, body.avatar, current.avatar);
            const condition = { ifMatch: ifMatchOf(request), body: body.version };
            const workspace = await updateWorkspace(
                app.db,
                request.params.id,
                { ...body, name: body.name.trim(), fps_id: fpsId, whatsapp, timezone, closed_dates },
                condition,
            );
            withEtag(reply, workspace);
            return ok(request, toWorkspace(workspace));
        },
    );

    app.delete(
        '/api/v3/workspace/:id',
        {
            config: { auth: 'user', workspaceParam: 'id' },
            schema: {
                operationId: 'deleteWorkspace',
                tags: ['workspace'],
                security: bearer,
                params: IdParams,
                description:
                    'Owners only. Everything of the workspace goes with it; its sessions end. Answers a user token.',
                response: responses({ 200: Ok(LeftAnswer) }),
            },
        },
        async request => {
            const { permissions } = await membershipOf(request, request.params.id);
            if (!permissions.has('workspace:delete')) throw forbidden();
            // Signed first: the caller's workspace session is deleted with the workspace, and with it the way to its sign-in.
            const token = await userTokenFor(request);
            await app.db.delete(workspaces).where(eq(workspaces.id, request.params.id));
            return ok(request, { id: request.params.id, token });
        },
    );

    app.post(
        '/api/v3/workspace/:id/leave',
        {
            config: { auth: 'user', workspaceParam: 'id' },
            schema: {
                operationId: 'leaveWorkspace',
                tags: ['workspace'],
                security: bearer,
                params: IdParams,
                description:
                    "Ends the caller's membership; the last owner cannot leave (409 last_owner). Answers a user token.",
                response: responses({ 200: Ok(LeftAnswer) }),
            },
        },
        async request => {
            const { membership } = await membershipOf(request, request.params.id);
            await app.db.transaction(async tx => {
                await assertKeepsAnOwner(tx, membership.workspaceId, membership.id);
                await tx.delete(workspaceUsers).where(eq(workspaceUsers.id, membership.id));
            });
            await revokeAccountSessions(app.db, { userId: membership.userId, workspaceId: membership.workspaceId });
            return ok(request, { id: request.params.id, token: await userTokenFor(request) });
        },
    );
}

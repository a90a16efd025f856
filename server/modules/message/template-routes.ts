import { Type } from 'typebox';
import { LOCALES, type Locale } from '../../../common/locales';
import {
    MESSAGE_KINDS,
    TEMPLATE_BODY_MAX_LENGTH,
    TEMPLATE_SUBJECT_MAX_LENGTH,
    type MessageKind,
} from '../../../common/messages';
import { messageTemplates } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses, Text } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { DEFAULT_TEMPLATES } from './defaults';
import { assertKnownPlaceholders } from './placeholders';
import { templatePreviewRoute } from './template-preview-route';
import { templateRow, workspaceTemplates } from './templates';

const path = '/api/v3/motor-garage/message-template';
const tags = ['motor-garage/message-template'];

const MessageTemplate = Type.Object(
    {
        kind: Type.Enum([...MESSAGE_KINDS], { 'x-enum-namespace': 'motor-garage.message.kind' }),
        locale: Type.Enum([...LOCALES], { 'x-enum-namespace': 'common.locale' }),
        subject: Type.String(),
        body: Type.String(),
        /** The workspace's own wording (else the default shipped with Pitstop). */
        customized: Type.Boolean(),
    },
    { title: 'MessageTemplate' },
);

const TemplateParams = Type.Object({
    kind: Type.Enum([...MESSAGE_KINDS]),
    locale: Type.Enum([...LOCALES]),
});

const TemplateBody = Type.Object(
    {
        subject: Type.Optional(Text({ maxLength: TEMPLATE_SUBJECT_MAX_LENGTH })),
        body: Text({ minLength: 1, maxLength: TEMPLATE_BODY_MAX_LENGTH }),
    },
    { additionalProperties: false, title: 'MessageTemplateBody' },
);

const wording = (kind: MessageKind, locale: Locale, own?: { subject: string; body: string }) => ({
    kind,
    locale,
    ...(own ? { subject: own.subject, body: own.body } : DEFAULT_TEMPLATES[kind][locale]),
    customized: Boolean(own),
});

/** The wording of messages to customers: every kind in every language, the defaults or the workspace's own. */
export default async function messageTemplateRoutes(app: App) {
    templatePreviewRoute(app, path, tags);

    app.get(
        path,
        {
            config: { auth: 'workspace', permission: 'message-template:read' },
            schema: {
                operationId: 'listMessageTemplates',
                summary: 'Every kind × language, with the default or the workspace’s own wording',
                tags,
                security: bearer,
                response: responses({ 200: Ok(Type.Array(MessageTemplate)) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const own = await withTenant(app.db, workspaceId, tx => workspaceTemplates(tx, workspaceId));
            const all = MESSAGE_KINDS.flatMap(kind =>
                LOCALES.map(locale => wording(kind, locale, own.get(`${kind}/${locale}`))),
            );
            return ok(request, all);
        },
    );

    app.put(
        `${path}/:kind/:locale`,
        {
            config: { auth: 'workspace', permission: 'message-template:write' },
            schema: {
                operationId: 'updateMessageTemplate',
                summary: "The workspace's own wording of a kind in one language (placeholders must be known)",
                tags,
                security: bearer,
                params: TemplateParams,
                body: TemplateBody,
                response: responses({ 200: Ok(MessageTemplate) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { kind, locale } = request.params;
            const subject = (request.body.subject ?? '').trim();
            const body = request.body.body.trim();
            assertKnownPlaceholders(subject, 'subject');
            assertKnownPlaceholders(body, 'body');
            await withTenant(app.db, workspaceId, tx =>
                tx
                    .insert(messageTemplates)
                    .values({ workspaceId, kind, locale, subject, body })
                    .onConflictDoUpdate({
                        target: [messageTemplates.workspaceId, messageTemplates.kind, messageTemplates.locale],
                        set: { subject, body, updatedAt: new Date() },
                    }),
            );
            return ok(request, wording(kind, locale, { subject, body }));
        },
    );

    app.delete(
        `${path}/:kind/:locale`,
        {
            config: { auth: 'workspace', permission: 'message-template:write' },
            schema: {
                operationId: 'resetMessageTemplate',
                summary: 'Back to the default wording',
                tags,
                security: bearer,
                params: TemplateParams,
                response: responses({ 200: Ok(MessageTemplate) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { kind, locale } = request.params;
            await withTenant(app.db, workspaceId, tx =>
                tx.delete(messageTemplates).where(templateRow(workspaceId, kind, locale)),
            );
            return ok(request, wording(kind, locale));
        },
    );
}

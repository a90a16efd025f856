import { Type } from 'typebox';
import { LOCALES } from '../../../common/locales';
import { MESSAGE_KINDS, TEMPLATE_BODY_MAX_LENGTH, TEMPLATE_SUBJECT_MAX_LENGTH } from '../../../common/messages';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Id, Nullable, Ok, responses, Text } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { previewWording } from './preview';

const PREVIEW_CHANNELS = ['email', 'whatsapp', 'sms'] as const;

const PreviewBody = Type.Object(
    {
        kind: Type.Enum([...MESSAGE_KINDS]),
        locale: Type.Enum([...LOCALES]),
        channel: Type.Enum([...PREVIEW_CHANNELS], { 'x-enum-namespace': 'motor-garage.message.channel' }),
        subject: Type.Optional(Text({ maxLength: TEMPLATE_SUBJECT_MAX_LENGTH })),
        body: Text({ maxLength: TEMPLATE_BODY_MAX_LENGTH }),
        job_id: Type.Optional(Id({ description: 'A job of the workspace to show it with; else its latest job' })),
    },
    { additionalProperties: false, title: 'MessageTemplatePreviewBody' },
);

const Preview = Type.Object(
    {
        subject: Nullable(Type.String({ description: 'E-mail only' })),
        body: Type.String(),
        job_id: Nullable(Type.Integer({ description: 'The job it is shown with; null: a sample (no job yet)' })),
        job_number: Nullable(Type.String()),
        sms: Nullable(
            Type.Object(
                {
                    encoding: Type.Enum(['gsm7', 'ucs2']),
                    characters: Type.Integer(),
                    segments: Type.Integer({ description: 'GSM-7: 160 alone, 153 each joined; UCS-2: 70, 67' }),
                },
                { description: 'SMS only: its length as the network counts it' },
            ),
        ),
    },
    { title: 'MessageTemplatePreview' },
);

/** `POST …/message-template/preview`: a draft wording filled as a customer would read it; nothing is written. */
export function templatePreviewRoute(app: App, path: string, tags: string[]) {
    app.post(
        `${path}/preview`,
        {
            config: { auth: 'workspace', permission: 'message-template:read' },
            schema: {
                operationId: 'previewMessageTemplate',
                summary: 'A draft wording filled from a recent job of the workspace (or a sample), per channel',
                description:
                    'Unknown placeholders answer 400 validation_failed with unknown_placeholder on the field, as ' +
                    'saving does; a job_id of another workspace answers 404.',
                tags,
                security: bearer,
                body: PreviewBody,
                response: responses({ 200: Ok(Preview) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { kind, locale, channel, subject = '', body, job_id } = request.body;
            const preview = await withTenant(app.db, workspaceId, tx =>
                previewWording(tx, workspaceId, app.publicOrigin(request), {
                    kind,
                    locale,
                    channel,
                    subject,
                    body,
                    jobId: job_id,
                }),
            );
            return ok(request, preview);
        },
    );
}

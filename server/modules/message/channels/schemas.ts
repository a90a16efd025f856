import { Type, type Static } from 'typebox';
import { MESSAGE_CHANNELS, MESSAGE_KINDS } from '../../../../common/messages';
import { TEMPLATE_NAME } from '../../../config-channels';
import { Nullable, Text } from '../../../http/schemas';

const Source = Type.Enum(['workspace', 'platform', 'none'], {
    description:
        "Whose account the server sends from: the workspace's own, the platform's, or none (not sent by the server)",
});

const TokenState = {
    has_token: Type.Boolean({ description: 'A token is stored (encrypted; never sent back)' }),
    token_unreadable: Type.Boolean({
        description: 'The stored token no longer opens (the server’s JWT_SECRET changed): set it again',
    }),
};

/** Each message kind's approved template, by name. */
const Templates = (name: ReturnType<typeof Type.String>) =>
    Type.Partial(Type.Object(Object.fromEntries(MESSAGE_KINDS.map(kind => [kind, name]))), {
        additionalProperties: false,
    });

export const MessageChannelSettings = Type.Object(
    {
        automatic: Type.Array(Type.Enum([...MESSAGE_CHANNELS]), {
            description:
                "The channels the server sends this workspace's messages on by itself: e-mail always, WhatsApp and SMS " +
                'when set up here or by the platform (WhatsApp otherwise goes by hand through click-to-chat; SMS is ' +
                'then not offered)',
        }),
        whatsapp: Type.Object({
            source: Source,
            phone_number_id: Nullable(Type.String({ description: "The workspace's own Cloud API number id" })),
            ...TokenState,
            templates: Templates(Type.String()),
        }),
        sms: Type.Object({
            source: Source,
            url: Nullable(Type.String({ description: "The workspace's own Twilio-compatible Messages endpoint" })),
            from: Nullable(Type.String()),
            ...TokenState,
        }),
    },
    { title: 'MessageChannelSettings' },
);
export type MessageChannelSettings = Static<typeof MessageChannelSettings>;

const TOKEN_KEPT = 'Left out: the stored one is kept';

export const MessageChannelSettingsBody = Type.Object(
    {
        whatsapp: Nullable(
            Type.Object(
                {
                    phone_number_id: Type.String({ pattern: '^[0-9]{1,30}$', description: 'The Cloud API number id' }),
                    token: Type.Optional(
                        Type.String({ minLength: 1, maxLength: 1000, pattern: '^\\S+$', description: TOKEN_KEPT }),
                    ),
                    templates: Type.Optional(Templates(Type.String({ pattern: TEMPLATE_NAME.source }))),
                },
                { additionalProperties: false, description: 'null: no number of its own (the platform’s, if any)' },
            ),
        ),
        sms: Nullable(
            Type.Object(
                {
                    url: Text({ maxLength: 500, format: 'uri', description: 'The full Messages endpoint, http(s)' }),
                    from: Text({ minLength: 1, maxLength: 50, description: 'The sender number or name' }),
                    token: Type.Optional(
                        Text({
                            minLength: 3,
                            maxLength: 500,
                            pattern: '^[^:\\u0000]+:[^\\u0000]+$',
                            description: `user:secret for HTTP basic auth. ${TOKEN_KEPT}`,
                        }),
                    ),
                },
                {
                    additionalProperties: false,
                    description: 'null: no SMS account of its own (the platform’s, if any)',
                },
            ),
        ),
    },
    { additionalProperties: false },
);
export type MessageChannelSettingsBody = Static<typeof MessageChannelSettingsBody>;

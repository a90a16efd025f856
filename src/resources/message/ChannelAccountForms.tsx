import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, PasswordInput, SaveButton, TextInput, maxLength, regex, required, useTranslate } from 'react-admin';
import { MESSAGE_KINDS, WHATSAPP_TEMPLATE_PARAMETERS } from '../../../common/messages';
import type { MessageChannels, MessageChannelsBody } from './calls';

const t = (key: string) => `motor-garage.message.channels.${key}`;
const HTTP_URL = /^https?:\/\/\S+$/;
const orUndefined = (text: unknown) => String(text ?? '').trim() || undefined;

/** The stored accounts as a PUT body would repeat them: tokens left out, so they are kept. */
export const storedAccounts = (channels: MessageChannels): MessageChannelsBody => ({
    whatsapp:
        channels.whatsapp.source === 'workspace' && channels.whatsapp.phone_number_id
            ? { phone_number_id: channels.whatsapp.phone_number_id, templates: channels.whatsapp.templates }
            : null,
    sms:
        channels.sms.source === 'workspace' && channels.sms.url && channels.sms.from
            ? { url: channels.sms.url, from: channels.sms.from }
            : null,
});

interface AccountFormProps {
    channels: MessageChannels;
    /** saves the body, saying `message` when it is saved */
    onSave: (body: MessageChannelsBody, message: string) => Promise<void>;
}

/** One account's form: its fields, Save, and "Stop using" while the workspace has one of its own. */
const AccountForm = ({
    record,
    own,
    onSubmit,
    onRemove,
    channel,
    children,
}: {
    record: Record<string, unknown>;
    own: boolean;
    onSubmit: (values: Record<string, unknown>) => Promise<void>;
    onRemove: () => Promise<void>;
    channel: 'whatsapp' | 'sms';
    children: ReactNode;
}) => {
    const translate = useTranslate();
    return (
        <Form record={record} onSubmit={onSubmit} noValidate>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                {translate(t(`${channel}_account`))}
            </Typography>
            <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {children}
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <SaveButton label={t(`save_${channel}`)} alwaysEnable />
                {own && (
                    <Button color="error" startIcon={<LinkOffIcon />} onClick={onRemove}>
                        {translate(t(`remove_${channel}`))}
                    </Button>
                )}
            </Box>
        </Form>
    );
};

const tokenHelp = (stored: boolean) => t(stored ? 'token_stored' : 'token_none');

/** The workspace's own WhatsApp Cloud API number, its access token and each kind's approved template. */
export const WhatsappAccountForm = ({ channels, onSave }: AccountFormProps) => {
    const translate = useTranslate();
    const { whatsapp } = channels;
    const own = whatsapp.source === 'workspace';
    const submit = (values: Record<string, unknown>) => {
        const templates = Object.fromEntries(
            MESSAGE_KINDS.flatMap(kind => {
                const name = orUndefined((values.templates as Record<string, unknown> | undefined)?.[kind]);
                return name ? [[kind, name]] : [];
            }),
        );
        const token = orUndefined(values.token);
        const account = {
            phone_number_id: String(values.phone_number_id).trim(),
            templates,
            ...(token ? { token } : {}),
        };
        return onSave({ ...storedAccounts(channels), whatsapp: account }, t('saved'));
    };
    return (
        <AccountForm
            channel="whatsapp"
            own={own}
            record={{ phone_number_id: whatsapp.phone_number_id ?? '', token: '', templates: whatsapp.templates }}
            onSubmit={submit}
            onRemove={() => onSave({ ...storedAccounts(channels), whatsapp: null }, t('removed'))}
        >
            <TextInput
                source="phone_number_id"
                label={t('phone_number_id')}
                helperText={t('phone_number_id_help')}
                validate={[required(), regex(/^\s*\d{1,30}\s*$/, t('digits_only'))]}
                fullWidth
            />
            <PasswordInput
                source="token"
                label={t('token')}
                helperText={tokenHelp(whatsapp.has_token)}
                validate={[maxLength(1000), ...(whatsapp.has_token ? [] : [required()])]}
                autoComplete="new-password"
                fullWidth
            />
            <Accordion variant="outlined" disableGutters sx={{ gridColumn: '1 / -1', mb: 1 }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography variant="body2">{translate(t('templates'))}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate(t('templates_help'))}
                    </Typography>
                    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                        {MESSAGE_KINDS.map(kind => (
                            <TextInput
                                key={kind}
                                source={`templates.${kind}`}
                                label={translate(`motor-garage.message.kind.${kind}`)}
                                helperText={WHATSAPP_TEMPLATE_PARAMETERS[kind]
                                    .map(name => translate(`motor-garage.message.templates.placeholder.${name}`))
                                    .join(' · ')}
                                validate={[maxLength(512), regex(/^\s*[a-z0-9_]*\s*$/, t('template_name'))]}
                                fullWidth
                            />
                        ))}
                    </Box>
                </AccordionDetails>
            </Accordion>
        </AccountForm>
    );
};

/** The workspace's own Twilio-compatible SMS account: its endpoint, sender and `user:secret` token. */
export const SmsAccountForm = ({ channels, onSave }: AccountFormProps) => {
    const { sms } = channels;
    const submit = (values: Record<string, unknown>) => {
        const token = orUndefined(values.token);
        const account = {
            url: String(values.url).trim(),
            from: String(values.from).trim(),
            ...(token ? { token } : {}),
        };
        return onSave({ ...storedAccounts(channels), sms: account }, t('saved'));
    };
    return (
        <AccountForm
            channel="sms"
            own={sms.source === 'workspace'}
            record={{ url: sms.url ?? '', from: sms.from ?? '', token: '' }}
            onSubmit={submit}
            onRemove={() => onSave({ ...storedAccounts(channels), sms: null }, t('removed'))}
        >
            <TextInput
                source="url"
                label={t('sms_url')}
                helperText={t('sms_url_help')}
                placeholder="https://api.twilio.com/2010-04-01/Accounts/…/Messages.json"
                type="url"
                validate={[required(), maxLength(500), regex(HTTP_URL, t('url_invalid'))]}
                fullWidth
            />
            <TextInput source="from" label={t('sms_from')} validate={[required(), maxLength(50)]} fullWidth />
            <PasswordInput
                source="token"
                label={t('sms_token')}
                helperText={tokenHelp(sms.has_token)}
                validate={[
                    maxLength(500),
                    regex(/^[^:]+:.+$/, t('sms_token_invalid')),
                    ...(sms.has_token ? [] : [required()]),
                ]}
                autoComplete="new-password"
                fullWidth
            />
        </AccountForm>
    );
};

import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useCan } from '../../session';
import { messageCalls, type MessageChannels, type MessageChannelsBody } from './calls';
import { SmsAccountForm, WhatsappAccountForm } from './ChannelAccountForms';

const t = (key: string) => `motor-garage.message.channels.${key}`;

/** How each channel goes out: through whose account, or by hand. */
const ChannelSummary = ({ channels }: { channels: MessageChannels }) => {
    const translate = useTranslate();
    const rows = [
        ['email', translate(t('email_always'))],
        ['whatsapp', translate(t(`whatsapp_source.${channels.whatsapp.source}`))],
        ['sms', translate(t(`sms_source.${channels.sms.source}`))],
    ];
    return (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            {rows.map(([channel, text]) => (
                <Box key={channel} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                        {translate(`motor-garage.message.channel.${channel}`)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                        {text}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};

/**
 * The Message wording page's "Sending channels": how e-mail, WhatsApp and SMS go out for this garage; with
 * `workspace:write`, the garage's own WhatsApp number and SMS account (tokens never shown). Failing to load, it
 * shows nothing (the client has said why).
 */
const ChannelSettingsSection = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const titleId = useId();
    const canWrite = useCan()('workspace:write');
    const [channels, setChannels] = useState<MessageChannels | null>(null);
    /** remounts the forms after a save: the token boxes empty, the stored values come back */
    const [saves, setSaves] = useState(0);
    useEffect(() => {
        messageCalls.channels().then(setChannels, () => undefined);
    }, []);
    if (!channels) return null;
    const save = async (body: MessageChannelsBody, message: string) => {
        try {
            setChannels(await messageCalls.saveChannels(body));
            setSaves(count => count + 1);
            notify(message, { type: 'success' });
        } catch {
            // the client has shown why
        }
    };
    const unreadable = channels.whatsapp.token_unreadable || channels.sms.token_unreadable;
    return (
        <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
            <CardContent>
                <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate(t('title'))}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate(t('intro'))}
                </Typography>
                {unreadable && (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate(t('unreadable'))}
                    </Alert>
                )}
                <ChannelSummary channels={channels} />
                {canWrite ? (
                    <Box key={saves}>
                        <WhatsappAccountForm channels={channels} onSave={save} />
                        <SmsAccountForm channels={channels} onSave={save} />
                    </Box>
                ) : (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                        {translate(t('read_only'))}
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
};

export default ChannelSettingsSection;

import { Alert, Box, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { SettingsCard, useLoadedSettings } from '../../components/SettingsCard';
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
    const canWrite = useCan()('workspace:write');
    const { settings: channels, saved, version } = useLoadedSettings(messageCalls.channels);
    if (!channels) return null;
    const save = async (body: MessageChannelsBody, message: string) => {
        try {
            saved(await messageCalls.saveChannels(body));
            notify(message, { type: 'success' });
        } catch {
            // the client has shown why
        }
    };
    const unreadable = channels.whatsapp.token_unreadable || channels.sms.token_unreadable;
    return (
        <SettingsCard title={translate(t('title'))} intro={translate(t('intro'))} sx={{ mb: 3 }}>
            {unreadable && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate(t('unreadable'))}
                </Alert>
            )}
            <ChannelSummary channels={channels} />
            {canWrite ? (
                <Box key={version}>
                    <WhatsappAccountForm channels={channels} onSave={save} />
                    <SmsAccountForm channels={channels} onSave={save} />
                </Box>
            ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    {translate(t('read_only'))}
                </Typography>
            )}
        </SettingsCard>
    );
};

export default ChannelSettingsSection;

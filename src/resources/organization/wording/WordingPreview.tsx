import { Box, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Locale } from '../../../../common/locales';
import type { MessageKind } from '../../../../common/messages';
import {
    placeholderErrorOf,
    templateCalls,
    type PlaceholderError,
    type WordingPreview as Preview,
} from '../templateCalls';

const t = (key: string) => `motor-garage.message.templates.preview.${key}`;
const CHANNELS = ['whatsapp', 'sms', 'email'] as const;
type Channel = (typeof CHANNELS)[number];
/** How long typing pauses before the preview is asked again. */
const DEBOUNCE_MS = 400;

/** An SMS's length: characters, messages, and why a message holds that many (Chinese: 70). */
const SmsLength = ({ sms }: { sms: NonNullable<Preview['sms']> }) => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" aria-live="polite" data-testid="sms-length">
            {translate(t('sms_length'), { characters: sms.characters, smart_count: sms.segments })}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
                {translate(t(`sms_${sms.encoding}`))}
            </Box>
        </Typography>
    );
};

/**
 * The wording being edited as a customer would read it, on the channel chosen: filled by the server from this garage's
 * latest job (or a sample), asked again once typing pauses. An unknown placeholder is handed to `onPlaceholderError`
 * (null once the text is right again) for its field to say.
 */
export const WordingPreview = ({
    kind,
    locale,
    subject,
    body,
    onPlaceholderError,
}: {
    kind: MessageKind;
    locale: Locale;
    subject: string;
    body: string;
    onPlaceholderError: (error: PlaceholderError | null) => void;
}) => {
    const translate = useTranslate();
    const [channel, setChannel] = useState<Channel>('whatsapp');
    const [preview, setPreview] = useState<Preview | null>(null);
    useEffect(() => {
        let current = true;
        const timer = setTimeout(() => {
            templateCalls.preview({ kind, locale, channel, subject, body }).then(
                answer => {
                    if (!current) return;
                    setPreview(answer);
                    onPlaceholderError(null);
                },
                error => current && onPlaceholderError(placeholderErrorOf(error)),
            );
        }, DEBOUNCE_MS);
        return () => {
            current = false;
            clearTimeout(timer);
        };
    }, [kind, locale, channel, subject, body, onPlaceholderError]);

    return (
        <Paper
            variant="outlined"
            component="section"
            aria-label={translate(t('title'))}
            sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}
        >
            <Stack spacing={1.5}>
                <Typography component="h3" variant="subtitle1">
                    {translate(t('title'))}
                </Typography>
                <ToggleButtonGroup
                    value={channel}
                    exclusive
                    size="small"
                    onChange={(_, value: Channel | null) => value && setChannel(value)}
                    aria-label={translate(t('channel'))}
                >
                    {CHANNELS.map(one => (
                        <ToggleButton key={one} value={one}>
                            {translate(`motor-garage.message.channel.${one}`)}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                {preview && (
                    <>
                        <Typography variant="body2" color="text.secondary">
                            {preview.job_number
                                ? translate(t('with_job'), { number: preview.job_number })
                                : translate(t('with_sample'))}
                        </Typography>
                        {preview.subject !== null && (
                            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                                {preview.subject}
                            </Typography>
                        )}
                        <Typography
                            variant="body2"
                            data-testid="wording-preview"
                            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                            {preview.body}
                        </Typography>
                        {preview.sms && <SmsLength sms={preview.sms} />}
                    </>
                )}
            </Stack>
        </Paper>
    );
};

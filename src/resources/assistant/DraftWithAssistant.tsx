import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Alert, Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { INSTRUCTIONS_MAX_LENGTH } from '../../../common/assistant';
import type { MessageKind } from '../../../common/messages';
import type { MessageAbout } from '../message/calls';
import { AssistantSource } from './AssistantSource';
import { assistantCalls, type AssistantLocale, type MessageDraft } from './calls';
import { useCanAssist } from './permission';
import { quoted } from './quoted';
import { useAsk } from './useAsk';

const t = (key: string) => `assistant.message_draft.${key}`;

/**
 * "Draft with assistant" in the send dialog: the message of the dialog's kind, about its record, worded by the
 * assistant in the draft's language (after optional instructions), becomes the form's subject and body, to be edited
 * and sent as any draft. Picking another kind or channel drafts from the template again, and the source line goes.
 * A draft that is the template unchanged is said to be so (not the assistant's work), and instructions the built-in
 * assistant could not follow are named.
 */
export const DraftWithAssistant = ({
    about,
    messageId,
    locale,
    disabled,
}: {
    about: MessageAbout;
    /** the dialog's draft: its links are reused, none made */
    messageId: number | undefined;
    /** the language of the dialog's draft (the customer's) */
    locale: AssistantLocale | undefined;
    disabled: boolean;
}) => {
    const translate = useTranslate();
    const [uiLocale] = useLocaleState();
    const { setValue } = useFormContext();
    const kind = useWatch({ name: 'kind' }) as MessageKind;
    const channel = useWatch({ name: 'channel' }) as string;
    const [instructions, setInstructions] = useState('');
    const [draftedFor, setDraftedFor] = useState<string | null>(null);
    const { answer, failure, asking, ask } = useAsk<MessageDraft>();
    if (!useCanAssist()) return null;
    const tooLong = instructions.length > INSTRUCTIONS_MAX_LENGTH;

    const draft = async () => {
        const wanted = instructions.trim();
        const drafted = await ask(() =>
            assistantCalls.draftMessage({
                ...about,
                kind,
                ...(messageId ? { message_id: messageId } : {}),
                ...(locale ? { locale } : {}),
                ...(wanted ? { instructions: wanted } : {}),
            }),
        );
        if (!drafted) return;
        setValue('subject', drafted.subject ?? '', { shouldDirty: true });
        setValue('body', drafted.body, { shouldDirty: true });
        setDraftedFor(`${kind}/${channel}`);
    };

    return (
        <Box sx={{ mb: 2 }}>
            <TextField
                label={translate(t('instructions'))}
                value={instructions}
                onChange={event => setInstructions(event.target.value)}
                error={tooLong}
                helperText={translate(t('instructions_help'), {
                    count: instructions.length,
                    max: INSTRUCTIONS_MAX_LENGTH,
                })}
                disabled={disabled}
                size="small"
                fullWidth
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button
                    size="small"
                    variant="outlined"
                    startIcon={<AutoAwesomeIcon />}
                    onClick={draft}
                    disabled={disabled || tooLong || asking}
                >
                    {translate(t('draft'))}
                </Button>
            </Box>
            {asking && <LinearProgress aria-label={translate('assistant.asking')} sx={{ mt: 1 }} />}
            {failure && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {failure}
                </Alert>
            )}
            {answer && draftedFor === `${kind}/${channel}` && (
                <>
                    {answer.not_followed.length > 0 && (
                        <Alert severity="warning" sx={{ mt: 1 }}>
                            {translate(t('not_followed'), { pieces: quoted(answer.not_followed, uiLocale) })}
                        </Alert>
                    )}
                    {answer.from_template ? (
                        <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
                            {translate(t('from_template'))}
                            {answer.fallback_reason &&
                                ` · ${translate(`assistant.fallback_reason.${answer.fallback_reason}`)}`}
                        </Typography>
                    ) : (
                        <AssistantSource
                            source={answer.source}
                            fallback={answer.fallback}
                            fallback_reason={answer.fallback_reason}
                            sx={{ mt: 1 }}
                        />
                    )}
                </>
            )}
        </Box>
    );
};

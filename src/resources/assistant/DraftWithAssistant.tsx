import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Alert, Box, Button, LinearProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { INSTRUCTIONS_MAX_LENGTH } from '../../../common/assistant';
import type { MessageKind } from '../../../common/messages';
import type { MessageAbout } from '../message/calls';
import { AssistantSource } from './AssistantSource';
import { assistantCalls, type AssistantLocale, type MessageDraft } from './calls';
import { useCanAssist } from './permission';
import { useAsk } from './useAsk';

const t = (key: string) => `assistant.message_draft.${key}`;

/**
 * "Draft with assistant" in the send dialog: the message of the dialog's kind, about its record, worded by the
 * assistant in the draft's language (after optional instructions), becomes the form's subject and body, to be edited
 * and sent as any draft. Picking another kind or channel drafts from the template again, and the source line goes.
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
                <AssistantSource
                    source={answer.source}
                    fallback={answer.fallback}
                    fallback_reason={answer.fallback_reason}
                    sx={{ mt: 1 }}
                />
            )}
        </Box>
    );
};

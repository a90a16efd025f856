import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_PLACEHOLDERS, TEMPLATE_BODY_MAX_LENGTH, TEMPLATE_SUBJECT_MAX_LENGTH } from '../../../common/messages';
import type { MessageTemplate } from './templateCalls';

const t = (key: string) => `motor-garage.message.templates.${key}`;

/**
 * One kind's wording in one language: subject and message, the placeholders the server fills (a click puts one at
 * the cursor), Save and Back to default. Read only without `message-template:write`.
 */
export const TemplateEditor = ({
    template,
    editable,
    onSave,
    onReset,
}: {
    template: MessageTemplate;
    editable: boolean;
    onSave: (wording: { subject: string; body: string }) => Promise<unknown>;
    onReset: () => Promise<unknown>;
}) => {
    const translate = useTranslate();
    const [subject, setSubject] = useState(template.subject);
    const [body, setBody] = useState(template.body);
    const [busy, setBusy] = useState(false);
    const bodyField = useRef<HTMLTextAreaElement>(null);
    const changed = subject !== template.subject || body !== template.body;

    const insert = (placeholder: string) => {
        const field = bodyField.current;
        const at = field?.selectionStart ?? body.length;
        const end = field?.selectionEnd ?? at;
        const text = `{{${placeholder}}}`;
        setBody(body.slice(0, at) + text + body.slice(end));
        requestAnimationFrame(() => field?.setSelectionRange(at + text.length, at + text.length));
    };
    const run = (action: () => Promise<unknown>) => {
        setBusy(true);
        action().finally(() => setBusy(false));
    };

    return (
        <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
                {translate(template.customized ? t('customized') : t('default'))}
            </Typography>
            <TextField
                label={translate('motor-garage.message.fields.subject')}
                value={subject}
                onChange={event => setSubject(event.target.value)}
                slotProps={{ input: { readOnly: !editable }, htmlInput: { maxLength: TEMPLATE_SUBJECT_MAX_LENGTH } }}
                helperText={translate(t('subject_help'))}
            />
            <TextField
                label={translate('motor-garage.message.fields.body')}
                value={body}
                onChange={event => setBody(event.target.value)}
                multiline
                minRows={4}
                inputRef={bodyField}
                slotProps={{ input: { readOnly: !editable }, htmlInput: { maxLength: TEMPLATE_BODY_MAX_LENGTH } }}
            />
            {editable && (
                <Box>
                    <Typography variant="body2" id={`placeholders-${template.kind}-${template.locale}`}>
                        {translate(t('placeholders'))}
                    </Typography>
                    <Stack
                        direction="row"
                        flexWrap="wrap"
                        gap={1}
                        sx={{ mt: 1 }}
                        role="group"
                        aria-labelledby={`placeholders-${template.kind}-${template.locale}`}
                    >
                        {MESSAGE_PLACEHOLDERS.map(placeholder => (
                            <Chip
                                key={placeholder}
                                label={translate(t(`placeholder.${placeholder}`))}
                                onClick={() => insert(placeholder)}
                                size="small"
                                variant="outlined"
                            />
                        ))}
                    </Stack>
                </Box>
            )}
            {editable && (
                <Stack direction="row" spacing={1}>
                    <Button
                        variant="contained"
                        disabled={!changed || busy}
                        onClick={() => run(() => onSave({ subject, body }))}
                    >
                        {translate('ra.action.save')}
                    </Button>
                    <Button disabled={!template.customized || busy} onClick={() => run(onReset)}>
                        {translate(t('reset'))}
                    </Button>
                </Stack>
            )}
        </Stack>
    );
};

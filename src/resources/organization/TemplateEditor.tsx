import { Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Locale } from '../../../common/locales';
import {
    TEMPLATE_BODY_MAX_LENGTH,
    TEMPLATE_SUBJECT_MAX_LENGTH,
    type MessageKind,
    type MessagePlaceholder,
} from '../../../common/messages';
import { placeholderErrorOf, type MessageTemplate, type PlaceholderError } from './templateCalls';
import { PlaceholderChips } from './wording/PlaceholderChips';
import { shownPlaceholder, toShown, toStored } from './wording/placeholderText';
import { usePlaceholderNames } from './wording/usePlaceholderNames';
import { WordingPreview } from './wording/WordingPreview';

const t = (key: string) => `motor-garage.message.templates.${key}`;
type Field = 'subject' | 'body';

/**
 * One kind's wording in one language: subject and message with placeholders by their UI-language name (`{客戶姓名}`;
 * the codes stay on the server), chips that insert one at the cursor, the live preview beside (below on a phone), Save
 * and Back to default. An unknown placeholder is said on its field. Read only without `message-template:write`.
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
    const names = usePlaceholderNames();
    const [text, setText] = useState<Record<Field, string>>(() => ({
        subject: toShown(template.subject, names),
        body: toShown(template.body, names),
    }));
    const [busy, setBusy] = useState(false);
    const [unknown, setUnknown] = useState<PlaceholderError | null>(null);
    const subjectField = useRef<HTMLInputElement>(null);
    const bodyField = useRef<HTMLTextAreaElement>(null);
    // where a chip puts its placeholder: the field last typed in
    const [lastField, setLastField] = useState<Field>('body');
    const stored = { subject: toStored(text.subject, names), body: toStored(text.body, names) };
    const changed = stored.subject !== template.subject || stored.body !== template.body;

    const edit = (field: Field, value: string) => setText(all => ({ ...all, [field]: value }));
    const insert = (placeholder: MessagePlaceholder) => {
        const field = lastField;
        const element = field === 'subject' ? subjectField.current : bodyField.current;
        const value = text[field];
        const at = element?.selectionStart ?? value.length;
        const end = element?.selectionEnd ?? at;
        const inserted = `{${names[placeholder]}}`;
        edit(field, value.slice(0, at) + inserted + value.slice(end));
        requestAnimationFrame(() => {
            element?.focus();
            element?.setSelectionRange(at + inserted.length, at + inserted.length);
        });
    };
    const save = () => {
        setBusy(true);
        onSave(stored)
            .catch(error => setUnknown(placeholderErrorOf(error)))
            .finally(() => setBusy(false));
    };
    const reset = () => {
        setBusy(true);
        onReset().finally(() => setBusy(false));
    };
    const fieldProps = (field: Field) => {
        const error = unknown?.field === field;
        return {
            label: translate(`motor-garage.message.fields.${field}`),
            value: text[field],
            onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
            onFocus: () => setLastField(field),
            error,
            helperText: error
                ? translate(t('unknown_placeholder'), { placeholder: shownPlaceholder(unknown.placeholder, names) })
                : field === 'subject'
                  ? translate(t('subject_help'))
                  : undefined,
        };
    };

    return (
        <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
                {translate(template.customized ? t('customized') : t('default'))}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
                <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                    <TextField
                        {...fieldProps('subject')}
                        inputRef={subjectField}
                        slotProps={{
                            input: { readOnly: !editable },
                            htmlInput: { maxLength: TEMPLATE_SUBJECT_MAX_LENGTH },
                        }}
                    />
                    <TextField
                        {...fieldProps('body')}
                        multiline
                        minRows={5}
                        inputRef={bodyField}
                        slotProps={{
                            input: { readOnly: !editable },
                            htmlInput: { maxLength: TEMPLATE_BODY_MAX_LENGTH },
                        }}
                    />
                    {editable && <PlaceholderChips names={names} onInsert={insert} />}
                </Stack>
                <WordingPreview
                    kind={template.kind as MessageKind}
                    locale={template.locale as Locale}
                    subject={stored.subject}
                    body={stored.body}
                    onPlaceholderError={setUnknown}
                />
            </Stack>
            {editable && (
                <Stack direction="row" spacing={1}>
                    <Button variant="contained" disabled={!changed || busy || Boolean(unknown)} onClick={save}>
                        {translate('ra.action.save')}
                    </Button>
                    <Button disabled={!template.customized || busy} onClick={reset}>
                        {translate(t('reset'))}
                    </Button>
                </Stack>
            )}
        </Stack>
    );
};

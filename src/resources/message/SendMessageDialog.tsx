import SendIcon from '@mui/icons-material/Send';
import { Alert, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { SelectInput, TextInput, maxLength, required, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
    TEMPLATE_BODY_MAX_LENGTH,
    TEMPLATE_SUBJECT_MAX_LENGTH,
    type MessageChannel,
    type MessageKind,
} from '../../../common/messages';
import { e164Digits } from '../../../common/phone';
import { ApiError } from '../../api/client';
import { translateError } from '../../api/errorToast';
import { ActionDialog, type FormValues } from '../../components/ActionDialog';
import { DraftWithAssistant } from '../assistant/DraftWithAssistant';
import { messageCalls, type Message, type MessageAbout } from './calls';

const f = (name: string) => `motor-garage.message.fields.${name}`;
const t = (key: string) => `motor-garage.message.send_dialog.${key}`;
/** The channels a message goes on from here: SMS only where there is an account for it (the garage's or platform's). */
const useChannels = (): MessageChannel[] => {
    const [sms, setSms] = useState(false);
    useEffect(() => {
        let current = true;
        // not known (the call failed): no SMS offered
        messageCalls
            .channels()
            .then(channels => channels.automatic.includes('sms'))
            .then(
                sms => current && setSms(sms),
                () => undefined,
            );
        return () => {
            current = false;
        };
    }, []);
    return ['whatsapp', 'email', ...(sms ? (['sms'] as const) : [])];
};

/** The customer's contact (undefined while it loads). */
export interface Recipient {
    phone?: string | null;
    email?: string | null;
}

/** The channels that reach a phone: they need a valid number (E.164; 8 digits alone are a Hong Kong number). */
const PHONE_CHANNELS: MessageChannel[] = ['whatsapp', 'sms'];

/** Why WhatsApp and SMS cannot reach the customer, or null: a valid number, or not known yet. */
const phoneProblem = ({ phone }: Recipient): 'no_phone' | 'phone_invalid' | null => {
    if (phone === undefined) return null;
    if (!phone?.trim()) return 'no_phone';
    return e164Digits(phone) ? null : 'phone_invalid';
};

/** WhatsApp for a customer it can reach, else e-mail when they have an address. */
const channelFor = (recipient: Recipient): MessageChannel =>
    recipient.email && phoneProblem(recipient) ? 'email' : 'whatsapp';

/** What the dialog drafted: the draft, or why the server refused one. */
type Drafted = { message: Message } | { error: string } | null;

/**
 * Makes a draft of the chosen kind and channel whenever either changes (the one before discarded): its subject and
 * body, the template filled in the customer's language, become the form's, to be edited before sending.
 */
const Drafting = ({
    about,
    onDraft,
    sent,
}: {
    about: MessageAbout;
    onDraft: (drafted: Drafted) => void;
    /** the draft that was sent, kept when the dialog closes */
    sent: RefObject<number | null>;
}) => {
    const { setValue } = useFormContext();
    const kind = useWatch({ name: 'kind' }) as MessageKind;
    const channel = useWatch({ name: 'channel' }) as MessageChannel;
    useEffect(() => {
        let current = true;
        let made: number | undefined;
        onDraft(null);
        messageCalls.draft(about, kind, channel).then(
            message => {
                made = message.id;
                if (!current) return void messageCalls.discard(message.id);
                setValue('subject', message.subject ?? '');
                setValue('body', message.body ?? '');
                onDraft({ message });
            },
            (error: unknown) =>
                current && onDraft({ error: error instanceof ApiError ? error.error : 'unknown_error' }),
        );
        return () => {
            current = false;
            // read now, not when the effect ran: the draft may have been sent since
            // eslint-disable-next-line react-hooks/exhaustive-deps
            if (made !== undefined && made !== sent.current) void messageCalls.discard(made);
        };
        // `about` is the page's record: the same for the dialog's life
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [kind, channel]);
    return null;
};

/** An e-mail's subject (other channels have none). */
const SubjectInput = ({ disabled }: { disabled: boolean }) =>
    useWatch({ name: 'channel' }) === 'email' ? (
        <TextInput
            source="subject"
            label={f('subject')}
            validate={maxLength(TEMPLATE_SUBJECT_MAX_LENGTH)}
            disabled={disabled}
            fullWidth
        />
    ) : null;

/**
 * Sends a message to the customer about a job or a booking: its kind (of `kinds`), channel, and the subject (e-mail)
 * and body the server drafted (or the assistant worded, on request), editable. What the server sends itself (e-mail;
 * WhatsApp and SMS when set up) is queued; WhatsApp without the Cloud API opens the chat with the message typed in
 * (sent by hand, logged as sent). A draft left unsent is discarded when the dialog closes. The page's timeline shows
 * the result.
 */
export const SendMessageDialog = ({
    open,
    onClose,
    about,
    kinds,
    recipient,
}: {
    open: boolean;
    onClose: () => void;
    about: MessageAbout;
    kinds: MessageKind[];
    recipient: Recipient;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const channels = useChannels();
    const [drafted, setDrafted] = useState<Drafted>(null);
    /** The draft sent: not to be discarded when the dialog closes. */
    const sentId = useRef<number | null>(null);
    const draft = drafted && 'message' in drafted ? drafted.message : null;
    const unreachable = phoneProblem(recipient);

    const submit = async (values: FormValues) => {
        if (!draft) return;
        const subject = values.channel === 'email' ? String(values.subject ?? '') : draft.subject;
        const body = String(values.body ?? '');
        let edited = draft;
        if (subject !== draft.subject || body !== draft.body) {
            edited = await messageCalls.edit(draft, { subject, body });
            setDrafted({ message: edited });
        }
        const sent = await messageCalls.send(edited.id);
        sentId.current = sent.id;
        refresh();
        if (sent.click_to_chat_url) {
            window.open(sent.click_to_chat_url, '_blank', 'noopener');
            notify(t('opened_whatsapp'), { type: 'success' });
        } else notify(t(sent.status === 'queued' ? 'queued' : 'sent'), { type: 'success' });
    };
    const close = () => {
        setDrafted(null);
        onClose();
    };

    return (
        <ActionDialog
            open={open}
            onClose={close}
            title={t('title')}
            maxWidth="sm"
            initial={() => ({ kind: kinds[0], channel: channelFor(recipient), subject: '', body: '' })}
            onSubmit={submit}
            submitLabel={t('send')}
            submitIcon={<SendIcon />}
            disabled={!draft}
        >
            <Drafting about={about} onDraft={setDrafted} sent={sentId} />
            <SelectInput
                source="kind"
                label={f('kind')}
                choices={kinds.map(kind => ({ id: kind, name: `motor-garage.message.kind.${kind}` }))}
                validate={required()}
                fullWidth
            />
            <SelectInput
                source="channel"
                label={f('channel')}
                choices={channels.map(channel => ({
                    id: channel,
                    name: `motor-garage.message.channel.${channel}`,
                    disabled: unreachable !== null && PHONE_CHANNELS.includes(channel),
                }))}
                helperText={unreachable ? t(unreachable) : false}
                validate={required()}
                fullWidth
            />
            {!drafted && <LinearProgress aria-label={translate(t('drafting'))} sx={{ mb: 2 }} />}
            {drafted && 'error' in drafted && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {translateError(drafted.error) ?? translateError('unknown_error')}
                </Alert>
            )}
            <DraftWithAssistant about={about} messageId={draft?.id} locale={draft?.locale} disabled={!draft} />
            <SubjectInput disabled={!draft} />
            <TextInput
                source="body"
                label={f('body')}
                validate={[required(), maxLength(TEMPLATE_BODY_MAX_LENGTH)]}
                disabled={!draft}
                multiline
                minRows={4}
                fullWidth
            />
        </ActionDialog>
    );
};

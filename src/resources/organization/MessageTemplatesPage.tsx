import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '../../../common/locales';
import { MESSAGE_KINDS, type MessageKind } from '../../../common/messages';
import { VEHICLE_ITEM_KINDS } from '../../../common/reminders';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useCan } from '../../session';
import { TemplateEditor } from './TemplateEditor';
import { templateCalls, type MessageTemplate } from './templateCalls';

const t = (key: string) => `motor-garage.message.templates.${key}`;

/** What a reminder kind's wording is for: the daily run's one message, or one sent by hand. */
const kindHelp = (kind: MessageKind) =>
    kind === 'vehicle_reminders' ? 'daily_run' : VEHICLE_ITEM_KINDS.includes(kind) ? 'by_hand_only' : null;

/** One kind: its wording in each language, a tab each (the one being edited kept while others are looked at). */
const KindTemplates = ({
    templates,
    editable,
    onChange,
}: {
    templates: MessageTemplate[];
    editable: boolean;
    onChange: (template: MessageTemplate) => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [uiLocale] = useLocaleState();
    // the wording in the language the staff read first; the others a tab away
    const [locale, setLocale] = useState<Locale>(LOCALES.find(one => one === uiLocale) ?? LOCALES[0]);
    const template = templates.find(one => one.locale === locale)!;
    const kind = template.kind as MessageKind;
    const help = kindHelp(kind);
    const saved = (answer: MessageTemplate) => {
        onChange(answer);
        notify(t('saved'), { type: 'success' });
    };
    return (
        <>
            {help && (
                <Typography variant="body2" color="text.secondary">
                    {translate(t(help))}
                </Typography>
            )}
            <Tabs value={locale} onChange={(_, value: Locale) => setLocale(value)} variant="scrollable">
                {templates.map(one => (
                    <Tab key={one.locale} value={one.locale} label={translate(`common.locale.${one.locale}`)} />
                ))}
            </Tabs>
            <TemplateEditor
                key={`${template.locale}:${template.subject}:${template.body}`}
                template={template}
                editable={editable}
                onSave={wording => templateCalls.save(kind, locale, wording).then(saved)}
                onReset={() => templateCalls.reset(kind, locale).then(saved)}
            />
        </>
    );
};

/**
 * `/app/organization/messages`: how the garage words each kind of message in each language — the defaults Pitstop
 * ships, or its own — editable with `message-template:write`. The accounts messages go out through have their own
 * page (SendingAccountsPage).
 */
export const MessageTemplatesPage = () => {
    const translate = useTranslate();
    const can = useCan();
    const title = usePageTitle('common.menu.message_templates');
    const [templates, setTemplates] = useState<MessageTemplate[] | null>(null);
    useEffect(() => {
        templateCalls.list().then(setTemplates, () => setTemplates([]));
    }, []);
    const replace = (changed: MessageTemplate) =>
        setTemplates(all =>
            all!.map(one => (one.kind === changed.kind && one.locale === changed.locale ? changed : one)),
        );
    return (
        <>
            <Title title={title} />
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(t('intro'))}
            </Typography>
            {!templates && <Loading />}
            {templates &&
                MESSAGE_KINDS.map(kind => {
                    const own = templates.filter(one => one.kind === kind);
                    if (!own.length) return null;
                    return (
                        <Accordion key={kind} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
                            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                                <Stack direction="row" spacing={1} alignItems="center">
                                    <Typography component="h2" sx={{ fontWeight: 500 }}>
                                        {translate(`motor-garage.message.kind.${kind}`)}
                                    </Typography>
                                    {own.some(one => one.customized) && (
                                        <Chip size="small" label={translate(t('customized_chip'))} />
                                    )}
                                </Stack>
                            </AccordionSummary>
                            <AccordionDetails>
                                <KindTemplates
                                    templates={own}
                                    editable={can('message-template:write')}
                                    onChange={replace}
                                />
                            </AccordionDetails>
                        </Accordion>
                    );
                })}
        </>
    );
};

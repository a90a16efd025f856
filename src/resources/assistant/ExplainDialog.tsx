import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Typography,
} from '@mui/material';
import { useEffect, useId } from 'react';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isLocale } from '../../i18n/locale';
import { AssistantSource } from './AssistantSource';
import { assistantCalls, type AssistantLocale, type Explanation } from './calls';
import { useAsk } from './useAsk';

const t = (key: string) => `assistant.explain.${key}`;

/** The language of the job's customer when they have one, else the interface's. */
const useCustomerLocale = (): AssistantLocale | undefined => {
    const [uiLocale] = useLocaleState();
    const customerId = useWatch({ name: 'customer_id' }) as number | null | undefined;
    const { data: customer, isPending } = useGetOne<{ id: number; preferred_locale?: string | null }>(
        'relationship/customer',
        { id: customerId! },
        { enabled: Boolean(customerId) },
    );
    if (customerId && isPending) return undefined;
    const preferred = customer?.preferred_locale;
    return isLocale(preferred) ? preferred : isLocale(uiLocale) ? uiLocale : 'en';
};

/**
 * A technician's text (a note, a line's description) explained for the customer in their language; "Use this" hands
 * the explanation to `onUse` (which puts it in the box), Cancel keeps the text as it was.
 */
const ExplainDialog = ({
    text,
    onUse,
    onClose,
}: {
    text: string;
    onUse: (explained: string) => void;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    const locale = useCustomerLocale();
    const { answer, failure, asking, ask } = useAsk<Explanation>();
    useEffect(() => {
        if (locale) void ask(() => assistantCalls.explain({ text, locale }));
    }, [ask, text, locale]);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate(t('title'))}</DialogTitle>
            <DialogContent>
                <Typography variant="caption" color="text.secondary" component="h3">
                    {translate(t('original'))}
                </Typography>
                <Typography component="blockquote" sx={{ m: 0, mb: 2, whiteSpace: 'pre-wrap' }}>
                    {text}
                </Typography>
                {(asking || !locale) && <LinearProgress aria-label={translate('assistant.asking')} />}
                {failure && <Alert severity="error">{failure}</Alert>}
                {answer && (
                    <>
                        <Typography variant="caption" color="text.secondary" component="h3">
                            {translate(t('explained'))}
                        </Typography>
                        <Typography sx={{ whiteSpace: 'pre-wrap' }} lang={answer.locale}>
                            {answer.text}
                        </Typography>
                        <AssistantSource
                            source={answer.source}
                            fallback={answer.fallback}
                            fallback_reason={answer.fallback_reason}
                            sx={{ mt: 2 }}
                        />
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={!answer}
                    onClick={() => {
                        onUse(answer!.text);
                        onClose();
                    }}
                >
                    {translate(t('use'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default ExplainDialog;

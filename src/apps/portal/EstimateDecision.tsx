import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { LANGUAGE_TAGS } from '../../resources/invoice/print/messages';
import { printLanguageOf } from '../../resources/invoice/print/messages';
import { usePortalTitle } from './garage/GarageContext';
import { lineText, moneyIn } from './estimateModel';
import type { EstimatePage } from './portalDocument';

/** The lines the customer answered one way, listed under their heading. */
const Answered = ({ page, locale, approval }: { page: EstimatePage; locale: string; approval: string }) => {
    const translate = useTranslate();
    const money = moneyIn(page);
    const lines = page.estimate.lines.filter(line => line.approval === approval);
    const id = `estimate-${approval}`;
    return (
        <Stack component="section" aria-labelledby={id} spacing={0.5}>
            <Typography id={id} variant="h6" component="h2">
                {translate(`portal.estimate.${approval}`)}
            </Typography>
            {lines.length ? (
                <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                    {lines.map(line => (
                        <li key={line.id}>
                            {lineText(line, locale)} — {money(line.line_total_cents)}
                        </li>
                    ))}
                </ul>
            ) : (
                <Typography color="text.secondary">{translate('portal.estimate.none')}</Typography>
            )}
        </Stack>
    );
};

/** An estimate that takes no more answers: the garage invoiced or cancelled the job. */
export const EstimateClosed = ({ page }: { page: EstimatePage }) => {
    const translate = useTranslate();
    const title = translate('portal.estimate.closed_title');
    usePortalTitle(title);
    return (
        <Stack spacing={2} component="section" aria-labelledby="estimate-closed-title">
            <Typography id="estimate-closed-title" variant="h5" component="h1">
                {title}
            </Typography>
            <Alert severity="info" role="status">
                {translate('portal.estimate.closed_text', { garage: page.garage.name, phone: page.garage.phone })}
            </Alert>
            <Typography variant="body2" color="text.secondary">
                {translate('portal.estimate.title', { number: page.estimate.number })}
                {page.estimate.plate ? ` · ${page.estimate.plate}` : ''}
            </Typography>
        </Stack>
    );
};

/** The customer's answer to the estimate: a thank-you just after signing, else what they decided before. */
export const EstimateDecision = ({
    page,
    locale,
    thanked,
}: {
    page: EstimatePage;
    locale: string;
    thanked: boolean;
}) => {
    const translate = useTranslate();
    const approval = page.estimate.approval!;
    const title = thanked
        ? translate('portal.estimate.thanks', { name: approval.signature_name })
        : translate('portal.estimate.decided');
    usePortalTitle(title);
    const date = new Date(approval.signed_at).toLocaleString(LANGUAGE_TAGS[printLanguageOf(locale)], {
        dateStyle: 'medium',
        timeStyle: 'short',
    });
    return (
        <Stack spacing={2} component="section" aria-labelledby="estimate-decision-title">
            <Typography id="estimate-decision-title" variant="h5" component="h1">
                {title}
            </Typography>
            <Alert severity="success" role="status">
                {thanked
                    ? translate('portal.estimate.thanks_text', { garage: page.garage.name, phone: page.garage.phone })
                    : translate('portal.estimate.signed', { name: approval.signature_name, date })}
            </Alert>
            <Typography variant="body2" color="text.secondary">
                {translate('portal.estimate.title', { number: page.estimate.number })}
                {page.estimate.plate ? ` · ${page.estimate.plate}` : ''}
            </Typography>
            <Answered page={page} locale={locale} approval="approved" />
            <Answered page={page} locale={locale} approval="declined" />
        </Stack>
    );
};

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { SIGNATURE_LETTERS_MIN, SIGNATURE_NAME_MAX, visibleLetters } from '../../../common/approvals';
import { usePortalTitle } from './garage/GarageContext';
import { EstimateClosed, EstimateDecision } from './EstimateDecision';
import { EstimateLines } from './EstimateLines';
import { approvedTotal, moneyIn, signEstimate, type Decisions } from './estimateModel';
import { PortalError } from './PortalMessage';
import { PortalTextField } from './PortalTextField';
import type { EstimatePage } from './portalDocument';
import { usePortalLocale } from './portalLocale';
import { rememberPage, reopenLink, usePortalPage } from './usePortalPage';

/** One line of the totals: a label and its amount, the last in bold. */
const Amount = ({
    label,
    cents,
    page,
    strong,
}: {
    label: string;
    cents: number;
    page: EstimatePage;
    strong?: boolean;
}) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: strong ? 600 : undefined }}>
        <span>{label}</span>
        <span>{moneyIn(page)(cents)}</span>
    </Stack>
);

/** The estimate to answer: each line approved or declined, the approved total, the typed name, "Sign and send". */
const Estimate = ({ token, initial }: { token: string; initial: EstimatePage }) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const [page, setPage] = useState(initial);
    const [decisions, setDecisions] = useState<Decisions>({});
    const [name, setName] = useState('');
    const [notice, setNotice] = useState<'changed' | 'failed' | null>(null);
    const [tried, setTried] = useState(false);
    const [pending, setPending] = useState(false);
    const [thanked, setThanked] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const { estimate } = page;
    const title = translate('portal.estimate.title', { number: estimate.number });
    usePortalTitle(title);
    if (error) return <PortalError error={error} />;
    if (!estimate.needs_approval && estimate.approval)
        return <EstimateDecision page={page} locale={locale} thanked={thanked} />;
    if (estimate.closed) return <EstimateClosed page={page} />;

    const undecided = estimate.lines.some(line => !decisions[line.id]);
    // a signature is a name: at least two letters, whatever spaces or invisible characters come with them
    const nameMissing = visibleLetters(name).length < SIGNATURE_LETTERS_MIN;
    const show = (next: EstimatePage) => {
        rememberPage(token, next);
        setPage(next);
    };
    /** The estimate as it is now, the customer's choices cleared: what they chose was for the old one. */
    const reload = async () => {
        const result = await reopenLink(token);
        if (result.state === 'loaded' && result.page.purpose === 'estimate') show(result.page);
        else setError(result.state === 'failed' ? result.error : 'unknown');
        setDecisions({});
    };
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTried(true);
        if (undecided || nameMissing) return;
        setPending(true);
        const answer = await signEstimate(token, {
            approved_line_ids: estimate.lines.filter(line => decisions[line.id] === 'approved').map(line => line.id),
            declined_line_ids: estimate.lines.filter(line => decisions[line.id] === 'declined').map(line => line.id),
            signature_name: name.trim(),
            estimate_hash: estimate.estimate_hash,
        });
        setPending(false);
        if (!('error' in answer)) {
            setThanked(true);
            show(answer);
        } else if (['estimate_changed', 'already_approved', 'estimate_closed'].includes(answer.error)) {
            setNotice(answer.error === 'estimate_changed' ? 'changed' : null);
            setTried(false);
            await reload();
        } else if (answer.error === 'validation_failed' || answer.error === 'unknown') setNotice('failed');
        else setError(answer.error);
    };
    return (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="estimate-title">
            <div>
                <Typography id="estimate-title" variant="h5" component="h1">
                    {title}
                </Typography>
                <Typography color="text.secondary">
                    {page.garage.name}
                    {estimate.plate ? ` · ${translate('portal.estimate.vehicle', { plate: estimate.plate })}` : ''}
                </Typography>
            </div>
            {notice && (
                <Alert severity={notice === 'changed' ? 'warning' : 'error'} role="alert">
                    {translate(`portal.estimate.${notice}`)}
                </Alert>
            )}
            <Typography>{translate('portal.estimate.intro', { garage: page.garage.name })}</Typography>
            <Typography variant="h6" component="h2">
                {translate('portal.estimate.items')}
            </Typography>
            <EstimateLines
                page={page}
                locale={locale}
                decisions={decisions}
                onDecide={(id, decision) => setDecisions(current => ({ ...current, [id]: decision }))}
            />
            <Stack spacing={0.5} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <Amount page={page} label={translate('portal.estimate.subtotal')} cents={estimate.subtotal_cents} />
                {estimate.discount_cents > 0 && (
                    <Amount
                        page={page}
                        label={estimate.discount_name || translate('portal.estimate.discount')}
                        cents={-estimate.discount_cents}
                    />
                )}
                {estimate.tax_cents > 0 && (
                    <Amount page={page} label={translate('portal.estimate.tax')} cents={estimate.tax_cents} />
                )}
                <Amount page={page} label={translate('portal.estimate.total')} cents={estimate.total_cents} />
                <Amount
                    page={page}
                    label={translate('portal.estimate.approved_total')}
                    cents={approvedTotal(page, decisions)}
                    strong
                />
            </Stack>
            {tried && undecided && (
                <Alert severity="error" role="alert">
                    {translate('portal.estimate.undecided')}
                </Alert>
            )}
            <PortalTextField
                label={translate('portal.estimate.signature')}
                value={name}
                onChange={event => setName(event.target.value)}
                required
                autoComplete="name"
                error={tried && nameMissing}
                helperText={tried && nameMissing ? translate('portal.estimate.name_required') : undefined}
                inputProps={{ maxLength: SIGNATURE_NAME_MAX }}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
                {translate(pending ? 'portal.estimate.signing' : 'portal.estimate.sign')}
            </Button>
        </Stack>
    );
};

/** `/portal/estimate/:token`: the customer approves or declines each line of their estimate and signs, on their phone. */
export const PortalEstimatePage = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const result = usePortalPage(token, 'estimate');
    if (result.state === 'failed') return <PortalError error={result.error} />;
    if (result.state === 'loading') return <Typography role="status">{translate('portal.loading')}</Typography>;
    return <Estimate token={token} initial={result.page} />;
};

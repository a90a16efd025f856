import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { OPEN_JOB_STATUSES } from '../../../../common/jobs';
import { api, unwrap } from '../../../api/client';
import { intlTag } from '../../../i18n/locale';
import type { paths } from '../../../api/schema';
import { useCan } from '../../../session';
import { useJob, type Job } from '../actions/useJobAction';

type SharedLink =
    paths['/api/v3/motor-garage/invoice/{id}/share']['post']['responses'][201]['content']['application/json']['data'];

type Purpose = 'invoice' | 'estimate';
/** Whether a job is offered as each: an invoice once invoiced; an estimate with lines while open (then its invoice). */
const SHAREABLE: Record<Purpose, (job: Job) => boolean> = {
    invoice: job => ['invoiced', 'paid'].includes(job.status),
    estimate: job => OPEN_JOB_STATUSES.includes(job.status) && job.lines.length > 0,
};
const key = (name: string) => `motor-garage.invoice.share.${name}`;

/** The link just made, to copy and send to the customer (its token is shown only this once). */
const SharedLinkDialog = ({ link, purpose, onClose }: { link: SharedLink; purpose: Purpose; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState();
    const copy = async () => {
        await navigator.clipboard.writeText(link.url);
        notify(key('copied'), { type: 'success' });
    };
    const until = new Date(link.expires_at).toLocaleDateString(intlTag(locale), { dateStyle: 'long' });
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-link-title">
            <DialogTitle id="share-link-title">{translate(key(`${purpose}.title`))}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate(key('link'))}
                    value={link.url}
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { readOnly: true }, input: { onFocus: event => event.target.select() } }}
                />
                <Typography variant="body2" color="text.secondary">
                    {translate(key(`${purpose}.expires`), { date: until })}
                </Typography>
            </DialogContent>
            <DialogActions>
                <Button label={key('close')} onClick={onClose} />
                <Button label={key('copy')} variant="contained" onClick={copy}>
                    <ContentCopyIcon />
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/**
 * "Share invoice link" on an invoiced or paid job, "Share estimate link" on one with lines to approve, with
 * `invoice:write`: makes a portal link and shows it to copy.
 */
export const ShareLinkButton = ({ purpose = 'invoice' }: { purpose?: Purpose }) => {
    const translate = useTranslate();
    const job = useJob();
    const can = useCan();
    const [link, setLink] = useState<SharedLink | null>(null);
    const [busy, setBusy] = useState(false);
    if (!job || !SHAREABLE[purpose](job) || !can('invoice:write')) return null;
    const share = async () => {
        setBusy(true);
        try {
            setLink(
                await unwrap<SharedLink>(
                    api.POST('/api/v3/motor-garage/invoice/{id}/share', {
                        params: { path: { id: job.id } },
                        body: { purpose },
                    }),
                ),
            );
        } catch {
            // the API client has shown the failure
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button
                label={key(`${purpose}.button`)}
                aria-label={translate(key(`${purpose}.button`))}
                onClick={share}
                disabled={busy}
            >
                <ShareIcon />
            </Button>
            {link && <SharedLinkDialog link={link} purpose={purpose} onClose={() => setLink(null)} />}
        </>
    );
};

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { api, unwrap } from '../../../api/client';
import { intlTag } from '../../../i18n/locale';
import type { paths } from '../../../api/schema';
import { useCan } from '../../../session';
import { useJob } from '../actions/useJobAction';

type SharedLink =
    paths['/api/v3/motor-garage/invoice/{id}/share']['post']['responses'][201]['content']['application/json']['data'];

const SHAREABLE = ['invoiced', 'paid'];
const key = (name: string) => `motor-garage.invoice.share.${name}`;

/** The link just made, to copy and send to the customer (its token is shown only this once). */
const SharedLinkDialog = ({ link, onClose }: { link: SharedLink; onClose: () => void }) => {
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
            <DialogTitle id="share-link-title">{translate(key('title'))}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate(key('link'))}
                    value={link.url}
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { readOnly: true }, input: { onFocus: event => event.target.select() } }}
                />
                <Typography variant="body2" color="text.secondary">
                    {translate(key('expires'), { date: until })}
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

/** "Share invoice link" on an invoiced or paid job, with `invoice:write`: makes a portal link and shows it to copy. */
export const ShareLinkButton = () => {
    const translate = useTranslate();
    const job = useJob();
    const can = useCan();
    const [link, setLink] = useState<SharedLink | null>(null);
    const [busy, setBusy] = useState(false);
    if (!job || !SHAREABLE.includes(job.status) || !can('invoice:write')) return null;
    const share = async () => {
        setBusy(true);
        try {
            setLink(
                await unwrap<SharedLink>(
                    api.POST('/api/v3/motor-garage/invoice/{id}/share', {
                        params: { path: { id: job.id } },
                        body: { purpose: 'invoice' },
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
            <Button label={key('button')} aria-label={translate(key('button'))} onClick={share} disabled={busy}>
                <ShareIcon />
            </Button>
            {link && <SharedLinkDialog link={link} onClose={() => setLink(null)} />}
        </>
    );
};

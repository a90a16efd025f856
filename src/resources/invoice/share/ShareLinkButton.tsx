import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { intlTag } from '../../../i18n/locale';
import type { paths } from '../../../api/schema';

export type SharedLink =
    paths['/api/v3/motor-garage/invoice/{id}/share']['post']['responses'][201]['content']['application/json']['data'];

/** The words every share dialog shares; `button`, `title` and `expires` are each record type's own (`keys`). */
const key = (name: string) => `motor-garage.invoice.share.${name}`;

/** The link just made, to copy and send to the customer (its token is shown only this once). */
const SharedLinkDialog = ({ link, keys, onClose }: { link: SharedLink; keys: string; onClose: () => void }) => {
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
            <DialogTitle id="share-link-title">{translate(`${keys}.title`)}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate(key('link'))}
                    value={link.url}
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { readOnly: true }, input: { onFocus: event => event.target.select() } }}
                />
                <Typography variant="body2" color="text.secondary">
                    {translate(`${keys}.expires`, { date: until })}
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
 * "Share … link": makes a portal link with `share` and shows it to copy. `keys` names the translations of its button,
 * dialog title and expiry note (`motor-garage.invoice.share`, `motor-garage.booking.share`).
 */
export const ShareLinkButton = ({ keys, share }: { keys: string; share: () => Promise<SharedLink> }) => {
    const translate = useTranslate();
    const [link, setLink] = useState<SharedLink | null>(null);
    const [busy, setBusy] = useState(false);
    const open = async () => {
        setBusy(true);
        try {
            setLink(await share());
        } catch {
            // the API client has shown the failure
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button label={`${keys}.button`} aria-label={translate(`${keys}.button`)} onClick={open} disabled={busy}>
                <ShareIcon />
            </Button>
            {link && <SharedLinkDialog link={link} keys={keys} onClose={() => setLink(null)} />}
        </>
    );
};

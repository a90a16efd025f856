import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BookingPosterDialog } from './BookingPosterDialog';

const key = (name: string) => `profile.organization.online_booking.address.${name}`;

/** The online booking page's address as customers type it. */
export const bookingAddress = (slug: string) => `${window.location.origin}/portal/book/${slug}`;

/**
 * The saved booking page address, to hand to customers: Copy (to the clipboard, said so), Open (a new tab) and a QR
 * poster to print. An address typed but not saved yet waits for Save (the saved one is what customers reach).
 */
export const BookingAddress = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const record = useRecordContext();
    const typed = useWatch({ name: 'slug' }) as string | null | undefined;
    const [poster, setPoster] = useState(false);
    const slug = record?.slug as string | null | undefined;
    if (!slug) return null;
    const address = bookingAddress(slug);
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(address);
            notify(key('copied'), { type: 'success' });
        } catch {
            notify(key('copy_failed'), { type: 'warning' });
        }
    };
    return (
        <Box component="section" aria-labelledby="booking-address-label">
            <Typography id="booking-address-label" variant="body2" color="text.secondary">
                {translate(key('label'))}
            </Typography>
            <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                {address}
            </Typography>
            {typed !== slug && (
                <Typography variant="body2" color="text.secondary">
                    {translate(key('unsaved'))}
                </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                <Button
                    size="small"
                    startIcon={<ContentCopyIcon />}
                    onClick={copy}
                    aria-label={translate(key('copy_label'))}
                >
                    {translate(key('copy'))}
                </Button>
                <Button
                    size="small"
                    startIcon={<OpenInNewIcon />}
                    href={address}
                    target="_blank"
                    rel="noopener"
                    aria-label={translate(key('open_label'))}
                >
                    {translate(key('open'))}
                </Button>
                <Button
                    size="small"
                    startIcon={<QrCodeIcon />}
                    onClick={() => setPoster(true)}
                    aria-label={translate(key('poster_label'))}
                >
                    {translate(key('poster'))}
                </Button>
            </Box>
            <BookingPosterDialog
                open={poster}
                onClose={() => setPoster(false)}
                address={address}
                garage={String(record?.name ?? '')}
            />
        </Box>
    );
};

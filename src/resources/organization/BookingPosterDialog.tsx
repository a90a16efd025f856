import PrintIcon from '@mui/icons-material/Print';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    GlobalStyles,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQrCode } from '../../components/useQrCode';
import { lookupMessage } from '../../i18n/lookup';
import profile from '../../i18n/namespaces/profile';

const key = (name: string) => `organization.online_booking.address.${name}`;
const QR_SIZE = 256;
/** A Hong Kong garage's customers read Chinese or English: the poster says it in both, whatever the screen's language. */
const POSTER_LOCALES = ['zh-hk', 'en'] as const;

/** Printed, the page is the poster alone: the app around the dialog, and the dialog's buttons, are left out. */
const printPosterOnly = (
    <GlobalStyles
        styles={{
            '@media print': {
                'body *': { visibility: 'hidden' },
                '.booking-poster, .booking-poster *': { visibility: 'visible' },
                '.booking-poster': { position: 'fixed', inset: 0, padding: '2cm' },
            },
        }}
    />
);

/**
 * The booking page's QR poster, to print and put up at the counter: the garage's name, the QR code of the address,
 * "Scan to book online" in Chinese and English, and the address typed out for those who cannot scan.
 */
export const BookingPosterDialog = ({
    open,
    onClose,
    address,
    garage,
}: {
    open: boolean;
    onClose: () => void;
    address: string;
    garage: string;
}) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    const qr = useQrCode(address)?.svg;
    return (
        <Dialog open={open} onClose={onClose} fullScreen={phone} aria-labelledby="booking-poster-title">
            {printPosterOnly}
            <DialogTitle id="booking-poster-title">{translate(`profile.${key('poster')}`)}</DialogTitle>
            <DialogContent>
                <Box
                    className="booking-poster"
                    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
                >
                    <Typography variant="h4" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {garage}
                    </Typography>
                    {qr ? (
                        <img
                            src={qr}
                            alt={translate(`profile.${key('poster_qr')}`, { address })}
                            width={QR_SIZE}
                            height={QR_SIZE}
                            data-address={address}
                        />
                    ) : (
                        <Box sx={{ width: QR_SIZE, height: QR_SIZE }} aria-hidden />
                    )}
                    {POSTER_LOCALES.map(locale => (
                        <Typography key={locale} variant="h6" component="p" lang={locale === 'en' ? 'en' : 'zh-HK'}>
                            {lookupMessage(profile, key('poster_line'), {}, locale)}
                        </Typography>
                    ))}
                    <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                        {address}
                    </Typography>
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.action.close')}</Button>
                <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {translate(`profile.${key('print')}`)}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

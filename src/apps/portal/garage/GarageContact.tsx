import { telHref } from '../../../../common/phone';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { GarageFace } from './GarageContext';

const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * How to reach the garage, under every customer page: call (tel:), WhatsApp and its address with a map; then the
 * platform's name, small.
 */
export const GarageContact = ({ garage, appName }: { garage: GarageFace | null; appName: string }) => {
    const translate = useTranslate();
    return (
        <Stack component="footer" spacing={1.5} sx={{ mt: 3, '@media print': { display: 'none' } }}>
            {garage && (garage.phone || garage.whatsapp_url || garage.address) && (
                <>
                    <Divider />
                    <Typography variant="subtitle2" component="h2">
                        {translate('portal.garage.contact', { garage: garage.name })}
                    </Typography>
                    <Stack
                        direction="row"
                        spacing={1}
                        sx={{ flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}
                    >
                        {garage.phone && (
                            <Button variant="outlined" startIcon={<PhoneIcon />} href={telHref(garage.phone)}>
                                {translate('portal.garage.call', { phone: garage.phone })}
                            </Button>
                        )}
                        {garage.whatsapp_url && (
                            <Button
                                variant="outlined"
                                startIcon={<WhatsAppIcon />}
                                href={garage.whatsapp_url}
                                target="_blank"
                                rel="noopener noreferrer"
                            >
                                {translate('portal.garage.whatsapp')}
                            </Button>
                        )}
                    </Stack>
                    {garage.address && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                            <PlaceIcon fontSize="small" color="action" aria-hidden />
                            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                                {garage.address}{' '}
                                <Link href={mapHref(garage.address)} target="_blank" rel="noopener noreferrer">
                                    {translate('portal.garage.map')}
                                </Link>
                            </Typography>
                        </Stack>
                    )}
                </>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                {translate('portal.garage.powered_by', { app: appName })}
            </Typography>
        </Stack>
    );
};

import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

/** What a `tel:` link dials: the number without its spaces, dashes or brackets (a leading + kept). */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * A WhatsApp click-to-chat link: the number's digits with its country code; a Hong Kong number of 8 digits gets 852 in
 * front, a number written with + keeps its own code.
 */
export const whatsAppHref = (phone: string) => {
    const digits = phone.replace(/\D/g, '');
    const international = phone.trim().startsWith('+') || digits.length !== 8;
    return `https://wa.me/${international ? digits : `852${digits}`}`;
};

// in a list row, following a link must not open the row
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** A record's phone (`source`) as a link that calls it, with a WhatsApp chat button beside it. */
export const PhoneLinks = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const phone = String(record?.[source] ?? '').trim();
    if (!phone || !/\d/.test(phone)) return phone ? <span>{phone}</span> : null;
    return (
        <Stack direction="row" alignItems="center" spacing={0.5} component="span">
            <Link href={telHref(phone)} onClick={stopRowClick} variant="body2" underline="hover">
                {phone}
            </Link>
            <IconButton
                component="a"
                href={whatsAppHref(phone)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={stopRowClick}
                size="small"
                aria-label={translate('common.phone.whatsapp', { phone })}
            >
                <WhatsAppIcon fontSize="inherit" />
            </IconButton>
        </Stack>
    );
};

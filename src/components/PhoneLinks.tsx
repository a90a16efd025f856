import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { clickToChatUrl, telHref } from '../../common/phone';

/**
 * A WhatsApp click-to-chat link: the number in E.164 (a Hong Kong number of 8 digits gets 852 in front, a number
 * written with + keeps its own code), or null when the phone is not a valid number (`+`, `852`, letters…).
 */
export const whatsAppHref = (phone: string) => clickToChatUrl(phone);

// in a list row, following a link must not open the row
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * A record's phone (`source`) as a link that calls it, with a WhatsApp chat button beside it (disabled, saying why,
 * when the phone is not a number WhatsApp takes).
 */
export const PhoneLinks = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const phone = String(record?.[source] ?? '').trim();
    if (!phone || !/\d/.test(phone)) return phone ? <span>{phone}</span> : null;
    const chat = whatsAppHref(phone);
    return (
        <Stack direction="row" alignItems="center" spacing={0.5} component="span">
            <Link href={telHref(phone)} onClick={stopRowClick} variant="body2" underline="hover">
                {phone}
            </Link>
            {chat ? (
                <IconButton
                    component="a"
                    href={chat}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={stopRowClick}
                    size="small"
                    aria-label={translate('common.phone.whatsapp', { phone })}
                >
                    <WhatsAppIcon fontSize="inherit" />
                </IconButton>
            ) : (
                <Tooltip title={translate('common.phone.whatsapp_invalid', { phone })}>
                    {/* a disabled button takes no pointer events: its wrapper shows the reason */}
                    <span onClick={stopRowClick}>
                        <IconButton
                            size="small"
                            disabled
                            aria-label={translate('common.phone.whatsapp_invalid', { phone })}
                        >
                            <WhatsAppIcon fontSize="inherit" />
                        </IconButton>
                    </span>
                </Tooltip>
            )}
        </Stack>
    );
};

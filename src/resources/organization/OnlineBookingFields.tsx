import { Box, Typography } from '@mui/material';
import { BooleanInput, regex, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SLUG_PATTERN } from '../../../common/online-booking';

const key = (name: string) => `profile.organization.online_booking.${name}`;

/** The online booking page's address as customers type it. */
export const bookingAddress = (slug: string) => `${window.location.origin}/portal/book/${slug}`;

/** The body's online booking fields: an empty address is none. */
export const editableOnlineBooking = (record: Record<string, unknown>) => ({
    slug: String(record.slug ?? '').trim() || null,
    online_booking: Boolean(record.online_booking),
});

/** Whether customers may book online, and the address of the page where they do (shown in full once typed). */
export const OnlineBookingFields = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const slug = useWatch({ name: 'slug' }) as string | null | undefined;
    const valid = !!slug && new RegExp(SLUG_PATTERN).test(slug);
    return (
        <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
                {translate(key('section'))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate(key('off_hint'))}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
                <TextInput
                    source="slug"
                    label={key('slug')}
                    readOnly={readOnly}
                    fullWidth
                    parse={value => (value ? value.toLowerCase() : null)}
                    validate={regex(new RegExp(SLUG_PATTERN), key('slug_invalid'))}
                    helperText={
                        valid
                            ? translate(key('slug_hint'), { address: bookingAddress(slug) })
                            : translate(key('slug_invalid'))
                    }
                />
                <BooleanInput source="online_booking" label={key('enabled')} readOnly={readOnly} disabled={readOnly} />
            </Box>
        </>
    );
};

import { catalogueName } from '../../../../common/locales';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PortalTextField } from '../PortalTextField';
import { usePortalLocale } from '../portalLocale';
import { useEffect, useState, type FormEvent } from 'react';
import { isLocale } from '../../../i18n/locale';
import { addDays, todayIn } from '../../../session/zone';
import { usePageTitle } from '../../auth/usePageTitle';
import { PortalError } from '../PortalMessage';
import { dayLabel } from '../portalDates';
import { failed } from '../portalRequest';
import { loadSlots, openBookPage, sendBooking, type Booked, type BookPage, type FreeSlots } from './bookApi';
import { DayChoice, ServiceChoice, Step, TimeChoice } from './BookChoices';

const key = (name: string) => `portal.book.${name}`;
/** How many days, from today, the page offers. */
const DAYS_SHOWN = 14;

/** What the customer reads once booked: the garage will confirm it. */
const Done = ({ booked }: { booked: Booked }) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const { garage, booking } = booked;
    const title = translate(key('done_title'));
    usePageTitle(title);
    const when = `${dayLabel(booking.day, locale, true)} ${booking.start_time}`;
    return (
        <Stack spacing={2} component="section" aria-labelledby="booked-title">
            <Typography id="booked-title" variant="h5" component="h1">
                {title}
            </Typography>
            <Alert severity="success" role="status">
                {translate(key('done_text'), { garage: garage.name, when, phone: garage.phone })}
            </Alert>
            <Typography>{booking.services.map(service => catalogueName(service, locale)).join(', ')}</Typography>
        </Stack>
    );
};

/** Choose services, a day, a free time, then leave a name, phone and plate. */
const BookForm = ({ slug, page, onBooked }: { slug: string; page: BookPage; onBooked: (booked: Booked) => void }) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const title = translate(key('title'), { garage: page.garage.name });
    usePageTitle(title);
    const today = todayIn(page.garage.timezone);
    const days = Array.from({ length: DAYS_SHOWN }, (_, n) => addDays(today, n));
    const [services, setServices] = useState<number[]>([]);
    const [day, setDay] = useState(today);
    const [loaded, setLoaded] = useState<{ asked: string; slots: FreeSlots['slots'] } | null>(null);
    const [reloads, setReloads] = useState(0);
    const [time, setTime] = useState<string | null>(null);
    const [details, setDetails] = useState({ name: '', phone: '', plate: '', note: '' });
    const [busy, setBusy] = useState(false);
    const [notice, setNotice] = useState<string | null>(null);

    // The slots shown are those of the day and services chosen now (and of the latest reload).
    const asked = `${day}|${services.join(',')}|${reloads}`;
    useEffect(() => {
        if (!services.length) return;
        let live = true;
        loadSlots(slug, day, services).then(answer => {
            if (live) setLoaded({ asked, slots: failed(answer) ? [] : answer.slots });
        });
        return () => {
            live = false;
        };
    }, [slug, day, services, asked]);
    const slots = loaded?.asked === asked ? loaded.slots : null;
    const choose =
        <T,>(set: (value: T) => void) =>
        (value: T) => {
            set(value);
            setTime(null);
        };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!time) return;
        setBusy(true);
        setNotice(null);
        const { note, ...who } = details;
        const answer = await sendBooking(slug, {
            service_ids: services,
            starts_at: time,
            ...who,
            ...(note.trim() ? { note } : {}),
            ...(isLocale(locale) ? { locale } : {}),
        });
        setBusy(false);
        if (!failed(answer)) return onBooked(answer);
        setNotice(answer.error === 'slot_full' ? key('slot_full') : key('failed'));
        if (answer.error === 'slot_full') {
            setTime(null);
            setReloads(reloads + 1);
        }
    };
    const field = (name: keyof typeof details, required = true) => ({
        name,
        label: translate(key(name)),
        value: details[name],
        required,
        fullWidth: true,
        onChange: (event: { target: { value: string } }) => setDetails({ ...details, [name]: event.target.value }),
    });

    return (
        <Stack spacing={3} component="form" onSubmit={submit} aria-labelledby="book-title">
            <Stack spacing={0.5}>
                <Typography id="book-title" variant="h5" component="h1">
                    {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {[page.garage.address, page.garage.phone].filter(Boolean).join(' · ')}
                </Typography>
            </Stack>
            <Step id="book-services" title={translate(key('services'))}>
                <ServiceChoice services={page.services} chosen={services} onChange={choose(setServices)} />
            </Step>
            {services.length > 0 && (
                <Step id="book-day" title={translate(key('day'))}>
                    <DayChoice days={days} day={day} onChange={choose(setDay)} />
                </Step>
            )}
            {services.length > 0 && (
                <Step id="book-time" title={translate(key('time'))}>
                    <TimeChoice slots={slots} time={time} onChange={setTime} />
                </Step>
            )}
            {notice && (
                <Alert severity="warning" role="alert">
                    {translate(notice)}
                </Alert>
            )}
            {time && (
                <Step id="book-details" title={translate(key('details'))}>
                    <Stack spacing={2}>
                        <PortalTextField {...field('name')} autoComplete="name" inputProps={{ maxLength: 120 }} />
                        <PortalTextField
                            {...field('phone')}
                            type="tel"
                            autoComplete="tel"
                            inputProps={{ maxLength: 50 }}
                        />
                        <PortalTextField {...field('plate')} inputProps={{ maxLength: 20 }} />
                        <PortalTextField
                            {...field('note', false)}
                            multiline
                            minRows={2}
                            inputProps={{ maxLength: 2000 }}
                        />
                        <Button type="submit" variant="contained" size="large" disabled={busy}>
                            {translate(key('submit'))}
                        </Button>
                    </Stack>
                </Step>
            )}
        </Stack>
    );
};

/** `/portal/book/:slug`: a garage's online booking page, phone-first, in the customer's language. */
export const PortalBookPage = ({ slug }: { slug: string }) => {
    const translate = useTranslate();
    const [page, setPage] = useState<BookPage | { error: string } | null>(null);
    const [booked, setBooked] = useState<Booked | null>(null);
    useEffect(() => {
        let live = true;
        openBookPage(slug).then(answer => live && setPage(answer));
        return () => {
            live = false;
        };
    }, [slug]);
    if (!page) return <Typography role="status">{translate('portal.loading')}</Typography>;
    if (failed(page)) return <PortalError error={page.error} />;
    if (booked) return <Done booked={booked} />;
    return <BookForm slug={slug} page={page} onBooked={setBooked} />;
};

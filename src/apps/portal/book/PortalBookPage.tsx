import { catalogueName } from '../../../../common/locales';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PortalTextField } from '../PortalTextField';
import { usePortalLocale } from '../portalLocale';
import { useEffect, useState, type FormEvent } from 'react';
import { isLocale } from '../../../i18n/locale';
import { usePortalTitle } from '../garage/GarageContext';
import { useShowGarage } from '../garage/GarageContext';
import { PortalError } from '../PortalMessage';
import { dayLabel } from '../portalDates';
import { failed } from '../portalRequest';
import { loadSlots, openBookPage, sendBooking, type Booked, type BookPage, type FreeSlots } from './bookApi';
import { DayChoice, ServiceChoice, Step, TimeChoice } from './BookChoices';
import { OpeningHours } from './OpeningHours';

const key = (name: string) => `portal.book.${name}`;
/** How many of the days the garage takes bookings on the page offers, from the first. */
const DAYS_SHOWN = 14;

/** Sentences one after the other: a space between them in English, none after a Chinese full stop. */
const sentences = (locale: string, ...texts: (string | null | undefined | false)[]) =>
    texts.filter(Boolean).join(locale.startsWith('zh') ? '' : ' ');

/** What a refused booking tells the customer; a time no longer free is chosen again. */
const refusal = ({ error, field }: { error: string; field?: string }) => {
    if (error === 'slot_full') return { notice: key('slot_full'), chooseAgain: true };
    if (error === 'rate_limited') return { notice: key('rate_limited'), chooseAgain: false };
    if (field === 'starts_at') return { notice: key('time_gone'), chooseAgain: true };
    return { notice: key('failed'), chooseAgain: false };
};

/** What the customer reads once booked: the garage will confirm it. */
const Done = ({ booked }: { booked: Booked }) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const { garage, booking } = booked;
    const title = translate(key('done_title'));
    usePortalTitle(title);
    const when = `${dayLabel(booking.day, locale, true)} ${booking.start_time}`;
    return (
        <Stack spacing={2} component="section" aria-labelledby="booked-title">
            <Typography id="booked-title" variant="h5" component="h1">
                {title}
            </Typography>
            <Alert severity="success" role="status">
                {sentences(
                    locale,
                    translate(key('done_text'), { garage: garage.name, when }),
                    garage.phone
                        ? translate(key('done_call'), { phone: garage.phone })
                        : translate(key('done_contact'), { garage: garage.name }),
                )}
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
    usePortalTitle(title);
    const days = page.days.slice(0, DAYS_SHOWN);
    const [services, setServices] = useState<number[]>([]);
    const [day, setDay] = useState(days[0] ?? '');
    const [loaded, setLoaded] = useState<{ asked: string; slots: FreeSlots['slots'] } | null>(null);
    const [reloads, setReloads] = useState(0);
    const [time, setTime] = useState<string | null>(null);
    const [details, setDetails] = useState({ name: '', phone: '', plate: '', note: '' });
    const [reminders, setReminders] = useState(false);
    const [busy, setBusy] = useState(false);
    const [notice, setNotice] = useState<string | null>(null);

    // The slots shown are those of the day and services chosen now (and of the latest reload).
    const asked = `${day}|${services.join(',')}|${reloads}`;
    useEffect(() => {
        if (!services.length || !day) return;
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
            reminder_consent: reminders,
        });
        setBusy(false);
        if (!failed(answer)) return onBooked(answer);
        const { notice, chooseAgain } = refusal(answer);
        setNotice(notice);
        if (chooseAgain) {
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
                <OpeningHours rules={page.rules} lastDay={days.at(-1)} />
            </Stack>
            <Step id="book-services" title={translate(key('services'))}>
                <ServiceChoice services={page.services} chosen={services} onChange={choose(setServices)} />
            </Step>
            {services.length > 0 && (
                <Step id="book-day" title={translate(key('day'))}>
                    {days.length ? (
                        <DayChoice days={days} day={day} onChange={choose(setDay)} />
                    ) : (
                        <Typography role="status">
                            {sentences(
                                locale,
                                translate(key('no_days')),
                                page.garage.phone && translate(key('no_days_call'), { phone: page.garage.phone }),
                            )}
                        </Typography>
                    )}
                </Step>
            )}
            {services.length > 0 && days.length > 0 && (
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
                        <FormControlLabel
                            control={
                                <Checkbox checked={reminders} onChange={event => setReminders(event.target.checked)} />
                            }
                            label={translate(key('reminders'))}
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
    useShowGarage(page && !failed(page) ? page.garage : undefined);
    if (!page) return <Typography role="status">{translate('portal.loading')}</Typography>;
    if (failed(page)) return <PortalError error={page.error} />;
    if (booked) return <Done booked={booked} />;
    return <BookForm slug={slug} page={page} onBooked={setBooked} />;
};

import { catalogueName } from '../../../../common/locales';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { usePortalLocale } from '../portalLocale';
import type { ReactNode } from 'react';
import { dayLabel } from '../portalDates';
import type { BookPage, FreeSlots } from './bookApi';

const key = (name: string) => `portal.book.${name}`;

/** A step of the booking: its heading, then its choices. */
export const Step = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
    <section aria-labelledby={id}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {title}
        </Typography>
        {children}
    </section>
);

/** The services the garage takes online, each with how long it takes. */
export const ServiceChoice = ({
    services,
    chosen,
    onChange,
}: {
    services: BookPage['services'];
    chosen: number[];
    onChange: (ids: number[]) => void;
}) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter(one => one !== id) : [...chosen, id]);
    return (
        <FormGroup>
            {services.map(service => (
                <FormControlLabel
                    key={service.id}
                    control={<Checkbox checked={chosen.includes(service.id)} onChange={() => toggle(service.id)} />}
                    label={`${catalogueName(service, locale)} · ${translate(key('minutes'), { minutes: service.duration_minutes })}`}
                />
            ))}
        </FormGroup>
    );
};

const GRID = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))' };
// text.secondary, not MUI's fainter default, whose contrast on the pointer's grey is 4.2:1 (4.5:1 needed)
const CHOICE = { border: 1, borderColor: 'divider', color: 'text.secondary' };

/** Buttons for the days a customer may pick from. */
export const DayChoice = ({
    days,
    day,
    onChange,
}: {
    days: string[];
    day: string;
    onChange: (day: string) => void;
}) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    return (
        <ToggleButtonGroup
            exclusive
            value={day}
            onChange={(_, value: string | null) => value && onChange(value)}
            aria-label={translate(key('day'))}
            sx={GRID}
        >
            {days.map(one => (
                <ToggleButton key={one} value={one} size="small" sx={CHOICE}>
                    {dayLabel(one, locale)}
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    );
};

/** The free starts of the day, or why there are none to choose. */
export const TimeChoice = ({
    slots,
    time,
    onChange,
}: {
    slots: FreeSlots['slots'] | null;
    time: string | null;
    onChange: (startsAt: string) => void;
}) => {
    const translate = useTranslate();
    if (!slots) return <Typography role="status">{translate(key('loading_times'))}</Typography>;
    if (!slots.length) return <Typography role="status">{translate(key('no_times'))}</Typography>;
    return (
        <ToggleButtonGroup
            exclusive
            value={time}
            onChange={(_, value: string | null) => value && onChange(value)}
            aria-label={translate(key('time'))}
            sx={GRID}
        >
            {slots.map(slot => (
                <ToggleButton key={slot.starts_at} value={slot.starts_at} size="small" sx={CHOICE}>
                    {slot.time}
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    );
};

import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { useWorkspaceZone } from '../session/useWorkspaceSettings';
import { fromLocalInput, toLocalInput } from '../session/zone';
import { CalendarButton } from './CalendarButton';
import { dayTimeText, parseDayTimeText } from './day';
import { useTypedField, useTypedText } from './useTypedText';

export type ZonedDateTimeInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as the API writes it (a zone or Z at the end), not text staff are still typing. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const isInstant = (value: unknown): value is string =>
    typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value));

const validMoment: Validator = value =>
    value === null || value === undefined || value === '' || isInstant(value) ? undefined : 'common.day_time.invalid';

/**
 * Typed text → the instant (ISO) of that wall clock in `zone`; empty is null; a pasted instant with its zone is itself;
 * text that makes no moment stays as typed, and `validMoment` refuses it.
 */
const momentOf = (text: string, zone: string): string | null => {
    if (text.trim() === '') return null;
    if (isInstant(text.trim())) return new Date(text.trim()).toISOString();
    const wallClock = parseDayTimeText(text);
    return wallClock ? fromLocalInput(wallClock, zone) : text;
};

/**
 * A date and time typed day first, "dd/mm/yyyy hh:mm" (24-hour) in every language, as the garage's clock reads it: the
 * form value is an instant (ISO), the box shows the wall clock in the workspace's time zone whatever the browser's, and
 * a calendar button opens the browser's own picker. Where the browser is elsewhere, the hint names the zone.
 */
export const ZonedDateTimeInput = ({ helperText, sx, validate, label, source, ...props }: ZonedDateTimeInputProps) => {
    const translate = useTranslate();
    const zone = useWorkspaceZone();
    const { value, name, validators, setPicked } = useTypedField(source, label, validMoment, validate);
    const { format, parse } = useTypedText(
        (instant: unknown) => (isInstant(instant) ? dayTimeText(toLocalInput(instant, zone)) : String(instant ?? '')),
        (text: string) => momentOf(text, zone),
    );
    const hint = helperText ?? (browserZone() !== zone ? translate('common.time_zone', { zone }) : undefined);
    const pick = (wallClock: string) => setPicked(fromLocalInput(wallClock, zone));
    return (
        <TextInput
            {...props}
            source={source}
            label={label}
            format={format}
            parse={parse}
            validate={validators}
            placeholder={translate('common.day_time.placeholder')}
            helperText={hint}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
            InputProps={{
                endAdornment: (
                    <CalendarButton
                        type="datetime-local"
                        value={isInstant(value) ? toLocalInput(value, zone) : ''}
                        label={name}
                        onPick={pick}
                    />
                ),
            }}
            // room under the hint for the next row's floating label
            sx={hint ? [{ mb: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])] : sx}
        />
    );
};

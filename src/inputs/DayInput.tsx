import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { CalendarButton } from './CalendarButton';
import { dayText, isDayOrEmpty, parseDayText } from './day';
import { useTypedField, useTypedText } from './useTypedText';

/** What the date picker opens on: the value when it is a day. */
const pickerDay = (value: unknown) => (typeof value === 'string' && parseDayText(value) === value ? value : '');

const validDay: Validator = value => (isDayOrEmpty(value) ? undefined : 'common.day.invalid');
/** Empty is null; a day is YYYY-MM-DD; text that makes no day yet stays as typed, and `validDay` refuses it. */
const parseDay = (text: string) => (text.trim() === '' ? null : (parseDayText(text) ?? text));

export type DayInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'>;

/** react-admin's date input, typed day first (dd/mm/yyyy) in every language; the form value is YYYY-MM-DD or null. */
export const DayInput = ({ validate, label, source, ...props }: DayInputProps) => {
    const translate = useTranslate();
    const { value, name, validators, setPicked } = useTypedField(source, label, validDay, validate);
    const { format, parse } = useTypedText(dayText, parseDay);
    return (
        <TextInput
            {...props}
            source={source}
            label={label}
            format={format}
            parse={parse}
            validate={validators}
            placeholder={translate('common.day.placeholder')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            InputProps={{
                endAdornment: <CalendarButton type="date" value={pickerDay(value)} label={name} onPick={setPicked} />,
            }}
        />
    );
};

export type DayTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
    value: string;
    onChange: (day: string) => void;
    label: string;
};

/** A day typed day first outside a form (a page's own range): `onChange` hears only whole days, YYYY-MM-DD. */
export const DayTextField = ({ value, onChange, label, ...props }: DayTextFieldProps) => {
    const translate = useTranslate();
    // What is typed, until it makes a day; a new value from outside shows as that day.
    const [typed, setTyped] = useState({ value, text: dayText(value) });
    const text = typed.value === value ? typed.text : dayText(value);
    const invalid = text.trim() !== '' && !parseDayText(text);
    return (
        <TextField
            {...props}
            label={label}
            value={text}
            error={invalid}
            helperText={invalid ? translate('common.day.invalid') : undefined}
            placeholder={translate('common.day.placeholder')}
            onChange={event => {
                const day = parseDayText(event.target.value);
                setTyped({ value: day ?? value, text: event.target.value });
                if (day && day !== value) onChange(day);
            }}
            slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                input: {
                    endAdornment: (
                        <CalendarButton type="date" value={pickerDay(value)} label={label} onPick={onChange} />
                    ),
                },
            }}
        />
    );
};

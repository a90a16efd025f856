import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment } from '@mui/material';
import { useRef, type CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import { VisuallyHidden } from '../components/VisuallyHidden';

const HIDDEN: CSSProperties = {
    position: 'absolute',
    right: 0,
    bottom: 0,
    width: 1,
    height: 1,
    opacity: 0,
    border: 0,
    padding: 0,
};

export interface CalendarButtonProps {
    /** The browser's picker: a day, or a day and a time. */
    type: 'date' | 'datetime-local';
    /** What the picker opens on, in its own form (YYYY-MM-DD, YYYY-MM-DDTHH:mm), or '' for none. */
    value: string;
    /** The field's label: the button is "<label>: choose on a calendar". */
    label: string;
    /** Hears what is picked, in the picker's form. */
    onPick: (picked: string) => void;
}

/**
 * The browser's own calendar, opened from a button, for those who would rather pick than type: what it answers is ISO
 * (YYYY-MM-DD, YYYY-MM-DDTHH:mm) whatever the browser's language, and the box beside still reads it day first.
 * The button is named by hidden text, not aria-label, so that "find the field labelled Start" finds only the box.
 */
export const CalendarButton = ({ type, value, label, onPick }: CalendarButtonProps) => {
    const translate = useTranslate();
    const picker = useRef<HTMLInputElement>(null);
    const open = () => {
        try {
            picker.current?.showPicker();
        } catch {
            picker.current?.focus();
        }
    };
    return (
        <InputAdornment position="end">
            <IconButton edge="end" size="small" onClick={open}>
                <CalendarMonthIcon fontSize="small" />
                <VisuallyHidden>{translate('common.day.calendar', { label })}</VisuallyHidden>
            </IconButton>
            <input
                ref={picker}
                type={type}
                tabIndex={-1}
                aria-hidden="true"
                style={HIDDEN}
                value={value}
                onChange={event => event.target.value && onPick(event.target.value)}
            />
        </InputAdornment>
    );
};

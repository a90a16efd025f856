import { InputAdornment } from '@mui/material';
import { useState, type FocusEvent } from 'react';
import { TextInput, useWrappedSource, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatCents, formatMoney, parseDollarText } from './format';

export type DollarInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'> & {
    /** while focused, the amount as it will be saved ("$1,234.56") under the box; off for a percentage */
    showAmount?: boolean;
};

/** Money input: the form value is integer cents, the field shows dollars with two decimals. */
export const DollarInput = ({
    InputProps,
    inputProps,
    showAmount = true,
    helperText,
    onFocus,
    onBlur,
    ...props
}: DollarInputProps) => {
    const [focused, setFocused] = useState(false);
    const cents = useWatch({ name: useWrappedSource(props.source) }) as unknown;
    const amount = showAmount && focused ? <span>{formatMoney(Number(cents) || 0)}</span> : undefined;
    return (
        <TextInput
            {...props}
            format={formatCents}
            parse={parseDollarText}
            helperText={amount ?? helperText}
            onFocus={(event: FocusEvent<HTMLInputElement>) => {
                setFocused(true);
                onFocus?.(event);
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
                setFocused(false);
                onBlur?.(event);
            }}
            InputProps={{ startAdornment: <InputAdornment position="start">$</InputAdornment>, ...InputProps }}
            inputProps={{ inputMode: 'numeric', ...inputProps }}
        />
    );
};

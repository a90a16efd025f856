import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { formatCents, parseDollarText } from './format';

export type DollarInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'>;

/** Money input: the form value is integer cents, the field shows dollars with two decimals. */
export const DollarInput = ({ InputProps, inputProps, ...props }: DollarInputProps) => (
    <TextInput
        {...props}
        format={formatCents}
        parse={parseDollarText}
        InputProps={{ startAdornment: <InputAdornment position="start">$</InputAdornment>, ...InputProps }}
        inputProps={{ inputMode: 'numeric', ...inputProps }}
    />
);

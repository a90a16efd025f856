import { TextInput, type TextInputProps } from 'react-admin';
import { formatNumber, parseNumberText } from './format';

export type NumberInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'>;

/** Whole-number input: non-digits are stripped and an empty field becomes 0. */
export const NumberInput = ({ inputProps, ...props }: NumberInputProps) => (
    <TextInput
        {...props}
        format={formatNumber}
        parse={parseNumberText}
        inputProps={{ inputMode: 'numeric', ...inputProps }}
    />
);

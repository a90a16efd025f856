import { NumberInput, type NumberInputProps } from 'react-admin';

const MILLI = 1000;

/** A quantity in thousandths (1500 = 1.5 hours or units), typed and shown as a decimal number. */
export const QuantityInput = (props: Omit<NumberInputProps, 'format' | 'parse'>) => (
    <NumberInput
        {...props}
        step={0.5}
        format={(value?: number | null) => (value === null || value === undefined ? '' : value / MILLI)}
        parse={(value?: number | string | null) =>
            value === null || value === undefined || value === '' ? 0 : Math.round(Number(value) * MILLI)
        }
    />
);

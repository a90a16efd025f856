import { FormDataConsumer, useRecordContext } from 'react-admin';
import { FieldInput, type FieldInputProps } from '../declared';
import { formatBasisPoints, formatMoney } from '../declared/fields';

/** What a discount takes off, by its kind: "10 %" or "$50.00". */
export const DiscountValue = (_props: { source: string; label?: string }) => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <span>
            {record.kind === 'amount'
                ? formatMoney(record.amount_cents ?? 0)
                : formatBasisPoints(record.percent_bp ?? 0)}
        </span>
    );
};

/** The input of the discount's value that its chosen kind uses: the percentage, or the amount. */
const inputForKind = (kind: 'percent' | 'amount') => {
    const KindInput = (props: FieldInputProps) => (
        <FormDataConsumer>
            {({ formData }) => (formData.kind === kind ? <FieldInput {...props} /> : null)}
        </FormDataConsumer>
    );
    KindInput.displayName = `DiscountInput(${kind})`;
    return KindInput;
};

export const PercentInput = inputForKind('percent');
export const AmountInput = inputForKind('amount');

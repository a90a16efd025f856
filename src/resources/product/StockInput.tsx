import type { FieldInputProps } from '../declared';
import { QuantityInput } from '../declared/QuantityInput';

const t = (key: string) => `motor-garage.product.stock.${key}`;

/**
 * A part's stock in its form: on create, its opening stock; on edit, read only — the ledger changes it (an
 * adjustment on the part's page, an invoice, a void), so a form read earlier cannot write an old count back.
 */
export const StockInput = ({ field, mode }: FieldInputProps) =>
    mode === 'edit' ? (
        <QuantityInput source={field.name} label={t('in_stock')} helperText={t('read_only_help')} readOnly fullWidth />
    ) : (
        <QuantityInput source={field.name} label={t('in_stock')} helperText={t('opening_help')} fullWidth />
    );

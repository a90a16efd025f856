import { Box, Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';
import { FieldValue, type FieldInputProps } from '../declared';
import { QuantityInput } from '../declared/QuantityInput';

const t = (key: string) => `motor-garage.product.stock.${key}`;

/**
 * A part's stock in its form: on create, its opening stock; on edit, a value, not an input — the ledger changes it
 * (an adjustment on the part's page, an invoice, a void), so a form read earlier cannot write an old count back.
 */
export const StockInput = ({ resource, field, mode }: FieldInputProps) => {
    const translate = useTranslate();
    if (mode !== 'edit')
        return <QuantityInput source={field.name} label={t('in_stock')} helperText={t('opening_help')} fullWidth />;
    return (
        <Box sx={{ mb: 2 }}>
            <Labeled label={t('in_stock')}>
                <FieldValue resource={resource} field={field} />
            </Labeled>
            <Typography variant="caption" color="text.secondary" component="p">
                {translate(t('read_only_help'))}
            </Typography>
        </Box>
    );
};

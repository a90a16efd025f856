import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FieldInput, type FieldInputProps } from '../declared';
import { formatMoney } from '../declared/fields';

/** A part's price, warned about while it is below the part's cost: each one would sell at a loss. */
export const PriceInput = (props: FieldInputProps) => {
    const translate = useTranslate();
    const [price, cost] = useWatch({ name: ['price_cents', 'cost_cents'] }) as [unknown, unknown];
    const belowCost = typeof price === 'number' && typeof cost === 'number' && price < cost;
    return (
        <Box>
            <FieldInput {...props} />
            {belowCost && (
                <Alert severity="warning" role="status" sx={{ mt: -1, mb: 2 }}>
                    {translate('motor-garage.product.price_below_cost', { cost: formatMoney(cost) })}
                </Alert>
            )}
        </Box>
    );
};

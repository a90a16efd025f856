import { Alert, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../declared/fields';

export const isBelowCost = (price: unknown, cost: unknown): cost is number =>
    typeof price === 'number' && typeof cost === 'number' && price < cost;

/** Said while a part's price is below its cost, each one sold at a loss: on the part's form and on a job's line. */
export const BelowCostWarning = ({ price, cost, sx }: { price: unknown; cost: unknown; sx?: SxProps<Theme> }) => {
    const translate = useTranslate();
    if (!isBelowCost(price, cost)) return null;
    return (
        <Alert severity="warning" role="status" sx={sx}>
            {translate('motor-garage.product.price_below_cost', { cost: formatMoney(cost) })}
        </Alert>
    );
};

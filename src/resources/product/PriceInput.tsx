import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { FieldInput, type FieldInputProps } from '../declared';
import { BelowCostWarning } from './BelowCostWarning';

/** A part's price, warned about while it is below the part's cost: each one would sell at a loss. */
export const PriceInput = (props: FieldInputProps) => {
    const [price, cost] = useWatch({ name: ['price_cents', 'cost_cents'] }) as [unknown, unknown];
    return (
        <Box>
            <FieldInput {...props} />
            <BelowCostWarning price={price} cost={cost} sx={{ mt: -1, mb: 2 }} />
        </Box>
    );
};

import WarningIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A warning chip on a part whose stock is at or below its reorder level. */
export const LowStockFlag = ({ source }: { source: string; label?: string }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record?.[source]) return null;
    return (
        <Chip
            size="small"
            color="warning"
            icon={<WarningIcon />}
            label={translate('motor-garage.product.fields.low_stock')}
        />
    );
};

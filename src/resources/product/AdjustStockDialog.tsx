import TuneIcon from '@mui/icons-material/Tune';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
    SelectInput,
    TextInput,
    maxLength,
    required,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
} from 'react-admin';
import { unwrap } from '../../api/client';
import {
    ADJUSTMENT_REASONS,
    MAX_STOCK_DELTA_MILLI,
    STOCK_NOTE_MAX_LENGTH,
    type AdjustmentReason,
} from '../../../common/stock';
import { QuantityInput } from '../declared/QuantityInput';
import { formatMilli } from '../declared/fields';
import { ActionDialog, type FormValues } from '../../components/ActionDialog';
import { stockCalls } from './stock';

const t = (key: string) => `motor-garage.product.stock.${key}`;
const reasonChoices = ADJUSTMENT_REASONS.map(reason => ({ id: reason, name: t(`reasons.${reason}`) }));

/** As the server checks it: a change other than zero, within ±10^12 thousandths. */
const deltaRule = (value: number | null) => {
    if (!value) return t('delta_zero');
    if (Math.abs(value) > MAX_STOCK_DELTA_MILLI) {
        return { message: t('delta_too_large'), args: { max: formatMilli(MAX_STOCK_DELTA_MILLI) } };
    }
    return undefined;
};

interface Product {
    id: number;
    name: string;
    stock_milli: number;
    unit?: string;
}

/**
 * Adjusts the part's stock: a change (positive in, negative out), its reason and a note. The ledger keeps it; the
 * page then shows the new stock and the movement.
 */
export const AdjustStockDialog = ({
    product,
    open,
    onClose,
}: {
    product: Product;
    open: boolean;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const notify = useNotify();
    const submit = async (values: FormValues) => {
        const note = String(values.note ?? '').trim();
        const adjusted = await unwrap<Product>(
            stockCalls.adjust(product.id, {
                delta_milli: values.delta_milli as number,
                reason: values.reason as AdjustmentReason,
                ...(note ? { note } : {}),
            }),
        );
        refresh();
        notify(t('done'), { type: 'success', messageArgs: { stock: formatMilli(adjusted.stock_milli) } });
    };
    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title={t('dialog_title')}
            titleArgs={{ name: product.name }}
            initial={() => ({ delta_milli: null, reason: 'received', note: '' })}
            onSubmit={submit}
            submitLabel={t('adjust')}
            submitIcon={<TuneIcon />}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(t('current'), { stock: formatMilli(product.stock_milli) })}
            </Typography>
            <QuantityInput
                source="delta_milli"
                label={t('delta_milli')}
                helperText={t('delta_help')}
                validate={deltaRule}
                autoFocus
                fullWidth
            />
            <SelectInput source="reason" label={t('reason')} choices={reasonChoices} validate={required()} fullWidth />
            <TextInput
                source="note"
                label={t('note')}
                validate={maxLength(STOCK_NOTE_MAX_LENGTH)}
                multiline
                fullWidth
            />
        </ActionDialog>
    );
};

/** Beside the part's title, for a session that may write products: opens the adjustment dialog. */
export const AdjustStockButton = () => {
    const translate = useTranslate();
    const product = useRecordContext<Product>();
    const [open, setOpen] = useState(false);
    if (!product) return null;
    return (
        <>
            <Button startIcon={<TuneIcon />} onClick={() => setOpen(true)}>
                {translate(t('adjust'))}
            </Button>
            <AdjustStockDialog product={product} open={open} onClose={() => setOpen(false)} />
        </>
    );
};

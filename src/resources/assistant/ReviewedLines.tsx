import { Box, Checkbox, Chip, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { catalogueName } from '../../../common/locales';
import { formatMoney } from '../declared/fields';
import { quantityMilli, type ReviewedLine } from './jobDraftLines';

const t = (key: string) => `assistant.job_draft.${key}`;

/** One proposed line: kept (checked) or dropped, its item, quantity, catalogue price and the reason for it. */
const Proposed = ({ row, onChange }: { row: ReviewedLine; onChange: (row: ReviewedLine) => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { line } = row;
    const name = catalogueName({ name: line.description, name_zh: line.description_zh }, locale);
    const valid = quantityMilli(row.quantity) !== null;
    return (
        <Box
            component="li"
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', opacity: row.keep ? 1 : 0.6, listStyle: 'none' }}
        >
            <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={2} rowGap={1}>
                <FormControlLabel
                    sx={{ flex: '1 1 16rem', mr: 0 }}
                    control={
                        <Checkbox
                            checked={row.keep}
                            onChange={event => onChange({ ...row, keep: event.target.checked })}
                        />
                    }
                    label={
                        <>
                            {name}{' '}
                            <Chip
                                component="span"
                                size="small"
                                variant="outlined"
                                label={translate(`motor-garage.invoice.line.kinds.${line.kind}`)}
                            />
                        </>
                    }
                />
                <TextField
                    size="small"
                    label={translate(t('quantity'))}
                    value={row.quantity}
                    onChange={event => onChange({ ...row, quantity: event.target.value })}
                    disabled={!row.keep}
                    error={row.keep && !valid}
                    helperText={row.keep && !valid ? translate(t('quantity_invalid')) : undefined}
                    inputProps={{
                        inputMode: 'decimal',
                        'aria-label': translate(t('quantity_of'), { description: name }),
                    }}
                    sx={{ width: '7rem' }}
                />
                <Box sx={{ minWidth: '6rem', textAlign: 'right' }}>
                    <Typography variant="caption" color="text.secondary" component="div">
                        {translate(t('price'))}
                    </Typography>
                    <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(line.unit_price_cents)}
                    </Typography>
                </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                {line.reason}
            </Typography>
        </Box>
    );
};

/** The proposed lines, each to keep or drop and its quantity to change; prices shown are the catalogue's. */
export const ReviewedLines = ({
    rows,
    onChange,
}: {
    rows: readonly ReviewedLine[];
    onChange: (rows: ReviewedLine[]) => void;
}) => {
    const translate = useTranslate();
    if (!rows.length) return <Typography sx={{ my: 2 }}>{translate(t('none'))}</Typography>;
    return (
        <>
            <Box component="ul" aria-label={translate(t('lines'))} sx={{ m: 0, p: 0 }}>
                {rows.map((row, index) => (
                    <Proposed
                        key={`${row.line.kind}-${row.line.service_id ?? row.line.product_id}-${index}`}
                        row={row}
                        onChange={changed => onChange(rows.map((one, at) => (at === index ? changed : one)))}
                    />
                ))}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {translate(t('prices'))}
            </Typography>
        </>
    );
};

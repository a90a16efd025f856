import { Alert, Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatBasisPoints, formatMoney } from '../../declared/fields';
import { todayIn } from '../../../session/zone';
import { billedFormLines, DISCOUNT, liveTotals, type DiscountRecord, type FormLine, type StoredLine } from './amounts';
import { useListPrices, useTaxRate } from './catalog';

const field = (name: string) => `motor-garage.invoice.fields.${name}`;
const editor = (name: string) => `motor-garage.invoice.editor.${name}`;

/**
 * The job's subtotal, discount, tax and total, recomputed as staff type with the server's own arithmetic
 * (`common/totals.ts`): lines whose unit price is left empty at the price list's, the picked discount unless the
 * server would refuse it (said under the totals instead), tax at the workspace's rate (an invoiced job's own).
 */
export const JobTotals = () => {
    const translate = useTranslate();
    const record = useRecordContext();
    const written = (useWatch({ name: 'lines' }) ?? []) as FormLine[];
    const stored = (record?.lines ?? []) as StoredLine[];
    const lines = billedFormLines(written, stored, Boolean(record?.approval));
    const leftOut = written.length - lines.length;
    const discountId = useWatch({ name: 'discount_id' }) as Identifier | null | undefined;
    const listPrice = useListPrices(lines);
    const { rateBp, timezone } = useTaxRate();
    const { data: discount } = useGetOne<DiscountRecord>(
        DISCOUNT,
        { id: discountId! },
        { enabled: Boolean(discountId) },
    );
    const picked = discountId && discount && String(discount.id) === String(discountId) ? discount : null;
    const applying = String(discountId ?? '') !== String(record?.discount_id ?? '');
    const totals = liveTotals(lines, listPrice, picked, rateBp ?? 0, todayIn(timezone), applying);
    const known = rateBp !== undefined;
    const rows: [string, string][] = [
        [translate(field('subtotal_cents')), formatMoney(totals.subtotal_cents)],
        ...(picked && !totals.refusal
            ? [
                  [`${translate(field('discount_id'))}: ${picked.name}`, formatMoney(-totals.discount_cents)] as [
                      string,
                      string,
                  ],
              ]
            : []),
        [
            translate(editor('tax_at'), { rate: known ? formatBasisPoints(rateBp) : '…' }),
            known ? formatMoney(totals.tax_cents) : '…',
        ],
        [translate(field('total_cents')), known ? formatMoney(totals.total_cents) : '…'],
    ];
    return (
        <Box
            component="section"
            aria-label={translate(editor('totals'))}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', my: 1 }}
        >
            <Table size="small" sx={{ width: 'auto', minWidth: { xs: '100%', sm: 320 } }}>
                <TableBody>
                    {rows.map(([label, amount], index) => {
                        const last = index === rows.length - 1;
                        const sx = { fontWeight: last ? 700 : undefined, borderBottom: last ? 'none' : undefined };
                        return (
                            <TableRow key={label}>
                                <TableCell component="th" scope="row" sx={sx}>
                                    {label}
                                </TableCell>
                                <TableCell align="right" sx={{ ...sx, fontVariantNumeric: 'tabular-nums' }}>
                                    {amount}
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
            {leftOut > 0 && (
                <Alert severity="info" sx={{ mt: 1, maxWidth: 480 }}>
                    {translate(editor('left_out'), { smart_count: leftOut })}
                </Alert>
            )}
            {picked && totals.refusal && (
                <Alert severity="warning" sx={{ mt: 1, maxWidth: 480 }}>
                    {translate(editor(`refused.${totals.refusal}`), {
                        name: picked.name,
                        minimum: formatMoney(picked.min_subtotal_cents ?? 0),
                        from: picked.valid_from ?? '…',
                        to: picked.valid_to ?? '…',
                    })}
                </Alert>
            )}
        </Box>
    );
};

import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { ArrayField, Datagrid, FunctionField, useListContext, useTranslate } from 'react-admin';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { formatMilli, formatMoney } from '../declared/fields';
import { LineApprovalChip } from './approval/LineApprovalChip';
import type { Line } from './approval/answers';

const line = (name: string) => `motor-garage.invoice.line.${name}`;

/** A line's name, its Chinese under it (wrapping, never cut). */
const LineName = ({ row }: { row: Line }) => (
    <>
        {row.description}
        {row.description_zh && (
            <Typography variant="body2" color="text.secondary" lang="zh">
                {row.description_zh}
            </Typography>
        )}
    </>
);

/** A line's amount; one the job does not bill is out of its totals: struck through. */
const LineAmount = ({ row }: { row: Line }) => (
    <Box
        component="span"
        sx={[
            { fontVariantNumeric: 'tabular-nums' },
            !row.billable && { textDecoration: 'line-through', color: 'text.secondary' },
        ]}
    >
        {formatMoney(row.line_total_cents)}
    </Box>
);

/** "2 × $120.00 − $20.00 =": how the amount comes about. */
export const lineSum = (row: Pick<Line, 'quantity_milli' | 'unit_price_cents' | 'discount_cents'>) =>
    `${formatMilli(row.quantity_milli)} × ${formatMoney(row.unit_price_cents)}${
        row.discount_cents ? ` − ${formatMoney(row.discount_cents)}` : ''
    } =`;

const money = (source: keyof Line, label: string) => (
    <FunctionField
        source={source}
        label={label}
        textAlign="right"
        render={(row: Line) => formatMoney(Number(row[source] ?? 0))}
    />
);

/** On a wider screen: a table, the approval last. */
const LinesTable = ({ empty }: { empty: ReactElement }) => (
    <SidewaysScroll>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
            <FunctionField
                source="description"
                label={line('description')}
                render={(row: Line) => <LineName row={row} />}
            />
            <FunctionField
                source="quantity_milli"
                label={line('quantity_milli')}
                textAlign="right"
                render={(row: Line) => formatMilli(row.quantity_milli)}
            />
            {money('unit_price_cents', line('unit_price_cents'))}
            {money('discount_cents', line('discount_cents'))}
            <FunctionField
                source="line_total_cents"
                label={line('line_total_cents')}
                textAlign="right"
                render={(row: Line) => <LineAmount row={row} />}
            />
            <FunctionField
                source="approval"
                label={line('approval')}
                render={(row: Line) => <LineApprovalChip line={row} />}
            />
        </Datagrid>
    </SidewaysScroll>
);

/**
 * On a phone: one card a line, nothing to scroll sideways — its name (wrapping), the customer's answer beside it, and
 * quantity × price = amount under it.
 */
const LineCards = ({ empty }: { empty: ReactElement }) => {
    const { data } = useListContext<Line & { id: number }>();
    if (!data?.length) return empty;
    return (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map(row => (
                <Card component="li" variant="outlined" key={row.id}>
                    <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                                <LineName row={row} />
                            </Box>
                            <LineApprovalChip line={row} />
                        </Box>
                        <Typography
                            variant="body2"
                            sx={{ mt: 0.5, display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}
                        >
                            <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                                {lineSum(row)}
                            </Box>
                            <LineAmount row={row} />
                        </Typography>
                    </CardContent>
                </Card>
            ))}
        </Stack>
    );
};

/** The job's lines: a table, or cards on a phone (600 px and narrower), each with the customer's answer. */
export const JobLines = () => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    const empty = <Typography variant="body2">{translate('motor-garage.invoice.no_lines')}</Typography>;
    return <ArrayField source="lines">{phone ? <LineCards empty={empty} /> : <LinesTable empty={empty} />}</ArrayField>;
};

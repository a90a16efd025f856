import { Typography } from '@mui/material';
import { ArrayField, Datagrid, DateField, FunctionField, TextField, useTranslate } from 'react-admin';
import { ResourceShow, ShowSection } from '../declared';
import { formatMilli, formatMoney } from '../declared/fields';

type Row = Record<string, number>;
const line = (name: string) => `motor-garage.invoice.line.${name}`;
const money = (source: string, label: string) => (
    <FunctionField source={source} label={label} textAlign="right" render={(row: Row) => formatMoney(row[source] ?? 0)} />
);

/** A job: its details and totals (the declared show fields), then its lines and its payments. */
export const JobShow = () => {
    const translate = useTranslate();
    return (
        <ResourceShow>
            <ShowSection title={translate('motor-garage.invoice.fields.lines')}>
                <ArrayField source="lines">
                    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('motor-garage.invoice.no_lines')}</Typography>}>
                        <TextField source="description" label={line('description')} />
                        <FunctionField source="quantity_milli" label={line('quantity_milli')} textAlign="right" render={(row: Row) => formatMilli(row.quantity_milli)} />
                        {money('unit_price_cents', line('unit_price_cents'))}
                        {money('discount_cents', line('discount_cents'))}
                        {money('line_total_cents', line('line_total_cents'))}
                    </Datagrid>
                </ArrayField>
            </ShowSection>
            <ShowSection title={translate('motor-garage.invoice.sections.payments')}>
                <ArrayField source="payments">
                    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('motor-garage.invoice.no_payments')}</Typography>}>
                        <DateField source="paid_at" label="motor-garage.invoice.payment.paid_at" showTime />
                        <TextField source="method" label="motor-garage.invoice.payment.method" />
                        {money('amount_cents', 'motor-garage.invoice.payment.amount_cents')}
                        <TextField source="reference" label="motor-garage.invoice.payment.reference" />
                    </Datagrid>
                </ArrayField>
            </ShowSection>
        </ResourceShow>
    );
};

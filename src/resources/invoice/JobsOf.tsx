import { Typography } from '@mui/material';
import { Datagrid, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import { resourceModels } from '../../api/resources.gen';
import { ZonedDateField } from '../../components/DateFields';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { FieldValue } from '../declared';
import { fieldColumnProps } from '../declared/fields';
import type { FieldModel } from '../declared/model';
import { StatusField } from './StatusChip';

const field = (name: string) =>
    resourceModels['motor-garage/invoice'].fields.find(one => one.name === name) as FieldModel;

/**
 * The jobs of a customer or a vehicle (`target`), newest first: number, status, date, total and what is still owed; at
 * phone width the table scrolls sideways.
 */
export const JobsOf = ({ target, empty }: { target: 'customer_id' | 'vehicle_id'; empty: string }) => {
    const translate = useTranslate();
    return (
        <SidewaysScroll>
            <ReferenceManyField
                reference="motor-garage/invoice"
                target={target}
                sort={{ field: 'created_at', order: 'DESC' }}
            >
                <Datagrid
                    rowClick="show"
                    bulkActionButtons={false}
                    empty={<Typography variant="body2">{translate(empty)}</Typography>}
                >
                    <TextField source="number" label="motor-garage.invoice.fields.number" />
                    <StatusField source="status" label="motor-garage.invoice.fields.status" sortable={false} />
                    <ZonedDateField
                        source="created_at"
                        label="motor-garage.invoice.fields.created_at"
                        showTime={false}
                    />
                    <FieldValue {...fieldColumnProps('motor-garage/invoice', field('total_cents'), false)} />
                    <FieldValue {...fieldColumnProps('motor-garage/invoice', field('balance_cents'), false)} />
                </Datagrid>
            </ReferenceManyField>
        </SidewaysScroll>
    );
};

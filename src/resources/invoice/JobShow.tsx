import { Typography } from '@mui/material';
import { ArrayField, Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ZonedDateField } from '../../components/DateFields';
import { ResourceShow, ShowSection } from '../declared';
import { formatMoney } from '../declared/fields';
import { JobActions, useAllowedActions } from './actions/JobActions';
import { JobEditButton } from './JobButtons';
import { JobEndActions } from './actions/JobEndActions';
import { RemovePaymentButton } from './actions/RemovePaymentButton';
import { methodLabel } from './actions/methods';
import { useJob } from './actions/useJobAction';
import { PrintButton } from './print/PrintButton';
import { InvoiceShareButton } from './share/InvoiceShareButton';
import { approvalQueryOptions, JobApproval } from './approval/JobApproval';
import { JobLines } from './JobLines';
import { JobMessageButton, RecordMessages } from '../message/RecordMessages';

type Row = Record<string, number>;
const money = (source: string, label: string) => (
    <FunctionField
        source={source}
        label={label}
        textAlign="right"
        render={(row: Row) => formatMoney(row[source] ?? 0)}
    />
);

/** The payments received, each method by its name; with `invoice:void`, each may be removed (after a confirmation). */
const Payments = () => {
    const translate = useTranslate();
    const job = useJob();
    const removable = useAllowedActions(job).includes('remove_payment');
    return (
        <SidewaysScroll>
            <ArrayField source="payments">
                <Datagrid
                    bulkActionButtons={false}
                    rowClick={false}
                    empty={<Typography variant="body2">{translate('motor-garage.invoice.no_payments')}</Typography>}
                >
                    <ZonedDateField source="paid_at" label="motor-garage.invoice.payment.paid_at" />
                    <FunctionField
                        source="method"
                        label="motor-garage.invoice.payment.method"
                        render={(row: { method: string }) => translate(methodLabel(row.method))}
                    />
                    {money('amount_cents', 'motor-garage.invoice.payment.amount_cents')}
                    <TextField source="reference" label="motor-garage.invoice.payment.reference" />
                    {removable && job && (
                        <RemovePaymentButton
                            job={job}
                            label={
                                <VisuallyHidden>
                                    {translate('motor-garage.invoice.actions.remove_payment')}
                                </VisuallyHidden>
                            }
                        />
                    )}
                </Datagrid>
            </ArrayField>
        </SidewaysScroll>
    );
};

/** A job: its next steps beside the title, its details and totals (the declared show fields), its lines and payments. */
export const JobShow = () => {
    const translate = useTranslate();
    return (
        <ResourceShow
            edit={<JobEditButton />}
            more={<JobEndActions />}
            queryOptions={approvalQueryOptions}
            actions={
                <>
                    <JobActions />
                    <PrintButton />
                    <InvoiceShareButton purpose="estimate" />
                    <InvoiceShareButton />
                    <JobMessageButton />
                </>
            }
        >
            <JobApproval />
            <ShowSection title={translate('motor-garage.invoice.fields.lines')}>
                <JobLines />
            </ShowSection>
            <ShowSection title={translate('motor-garage.invoice.sections.payments')}>
                <Payments />
            </ShowSection>
            <RecordMessages target="job_id" />
        </ResourceShow>
    );
};

import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Typography } from '@mui/material';
import { CheckboxGroupInput, maxLength, RadioButtonGroupInput, required, TextInput, useTranslate } from 'react-admin';
import { STAFF_APPROVAL_METHODS, type StaffApprovalMethod } from '../../../../common/approvals';
import { ActionDialog, type FormValues } from '../../../components/ActionDialog';
import { formatMoney } from '../../declared/fields';
import { jobCalls, useJobAction, type Job } from '../actions/useJobAction';
import { approvalKey, unbilledLines, unbilledReason } from './answers';

const key = (name: string) => approvalKey(`record.${name}`);
const atLeastOne = (value: unknown) => (Array.isArray(value) && value.length ? undefined : key('pick_lines'));

/**
 * Staff record that the customer now approves lines they declined, or that came after their answer, as the customer
 * told them by phone or in person: the lines to bill, how they were told and a note; kept with the member's name.
 * No line is ticked at first, so nothing is billed by a stray click.
 */
export const ApproveLinesDialog = ({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const perform = useJobAction();
    const choices = unbilledLines(job).map(line => ({
        id: line.id,
        name: translate(key('line'), {
            description: line.description,
            amount: formatMoney(line.line_total_cents),
            reason: translate(approvalKey(`reasons.${unbilledReason(line)}`)),
        }),
    }));
    const submit = (values: FormValues) =>
        perform(
            'approve_lines',
            jobCalls.approve_lines(job, {
                line_ids: values.line_ids as number[],
                by: values.by as StaffApprovalMethod,
                note: String(values.note ?? ''),
            }),
        );
    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title={key('title')}
            titleArgs={{ number: job.number }}
            initial={() => ({ line_ids: [], by: 'phone', note: '' })}
            onSubmit={submit}
            submitLabel="motor-garage.invoice.actions.approve_lines"
            submitIcon={<HowToRegIcon />}
            maxWidth="sm"
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(key('content'))}
            </Typography>
            <CheckboxGroupInput
                source="line_ids"
                label={key('lines')}
                choices={choices}
                row={false}
                validate={atLeastOne}
            />
            <RadioButtonGroupInput
                source="by"
                label={key('by')}
                choices={STAFF_APPROVAL_METHODS.map(method => ({ id: method, name: key(`methods.${method}`) }))}
                validate={required()}
            />
            <TextInput
                source="note"
                label={key('note')}
                helperText={key('note_help')}
                multiline
                fullWidth
                validate={maxLength(500)}
            />
        </ActionDialog>
    );
};

import { ComplaintInput, ExplainableTextInput } from '../assistant/JobTextInputs';
import { declareResource } from '../declared';
import { CustomerPicker, VehiclePicker } from '../../inputs/pickers';
import { MechanicPicker } from './editor/MechanicPicker';
import { JobCreate, JobEdit } from './JobForm';
import { JobLinesInput } from './JobLinesInput';
import { JobList } from './JobList';
import { JobShow } from './JobShow';
import { DueDateField } from './overdue';
import { StatusField } from './StatusChip';
import { ApprovalStateField } from './approval/answers';

/** Jobs and invoices: quoted, worked, invoiced and paid; the server computes every total from the lines. */
export default declareResource({
    name: 'motor-garage/invoice',
    createTitle: 'motor-garage.create.invoice',
    title: 'number',
    list: [
        'number',
        'status',
        'approval_state',
        'customer_id',
        'vehicle_id',
        'scheduled_start',
        'total_cents',
        'balance_cents',
        'due_date',
        'invoice_number',
    ],
    // JobList's phone rows add the plate, the customer and the days overdue
    compact: { primary: 'number', secondary: 'status', tertiary: 'balance_cents' },
    form: [
        'customer_id',
        'vehicle_id',
        'assignee_id',
        'scheduled_start',
        'scheduled_end',
        'mileage_in',
        'complaint',
        'lines',
        'discount_id',
        'notes',
        'internal_notes',
    ],
    show: [
        'number',
        'status',
        'customer_id',
        'vehicle_id',
        'scheduled_start',
        'scheduled_end',
        'mileage_in',
        'complaint',
        'subtotal_cents',
        'discount_id',
        'discount_cents',
        'tax_cents',
        'total_cents',
        'paid_cents',
        'balance_cents',
        'invoice_number',
        'invoiced_at',
        'due_date',
        'notes',
        'internal_notes',
    ],
    fieldComponents: { status: StatusField, due_date: DueDateField, approval_state: ApprovalStateField },
    inputComponents: {
        customer_id: CustomerPicker,
        vehicle_id: VehiclePicker,
        assignee_id: MechanicPicker,
        // the assistant's "Suggest lines" and "Explain for the customer" (for sessions with assistant:use)
        complaint: ComplaintInput,
        notes: ExplainableTextInput,
        lines: JobLinesInput,
    },
    // the forms show the live totals after the lines and the discount picker
    components: { list: JobList, show: JobShow, create: JobCreate, edit: JobEdit },
});

import type { paths } from '../../api/schema';
import type { PrintCustomer, PrintJob, PrintVehicle, PrintWorkspace } from '../../resources/invoice/print/model';

/** GET /public/v3/portal/{token}'s data: what the link opens, by its `purpose`. */
export type PortalAnswer =
    paths['/public/v3/portal/{token}']['get']['responses'][200]['content']['application/json']['data'];
export type PortalPurpose = PortalAnswer['purpose'];
/** An invoice link's page. */
export type PortalPage = Extract<PortalAnswer, { purpose: 'invoice' }>;
/** An estimate link's page: the lines to approve or decline. */
export type EstimatePage = Extract<PortalAnswer, { purpose: 'estimate' }>;
/** A booking link's page: the booking, and what the customer may do with it. */
export type BookingPage = Extract<PortalAnswer, { purpose: 'booking' }>;
/** An opt-out link's page: the customer's reminder consent. */
export type OptOutPage = Extract<PortalAnswer, { purpose: 'opt_out' }>;

/**
 * The portal's answer as the printed invoice reads a job, its customer, vehicle and garage: the customer sees the
 * same document the garage prints (ids are the portal's business only, so none are given).
 */
export function portalDocument({ invoice, garage }: PortalPage) {
    const job: PrintJob = {
        ...invoice,
        id: 0,
        customer_id: null,
        vehicle_id: null,
        scheduled_start: null,
        notes: invoice.notes || null,
    };
    const workspace: PrintWorkspace = { ...garage, id: 0, avatar: null };
    const customer: PrintCustomer | undefined = invoice.customer ? { id: 0, ...invoice.customer } : undefined;
    const vehicle: PrintVehicle | undefined = invoice.vehicle ? { id: 0, ...invoice.vehicle } : undefined;
    return { job, workspace, customer, vehicle };
}

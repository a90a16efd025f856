import PrintIcon from '@mui/icons-material/Print';
import { useCreatePath, useGetOne, useLocaleState } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../layouts/usePageTitle';
import { useSession } from '../../../session';
import { AssetLogo } from './AssetLogo';
import { InvoiceDocument } from './InvoiceDocument';
import { printLanguageOf, printTranslator } from './messages';
import { documentKind, type PrintCustomer, type PrintJob, type PrintVehicle, type PrintWorkspace } from './model';
import { PrintStyles } from './PrintStyles';

const RESOURCE = 'motor-garage/invoice';

/**
 * `/app/motor-garage/invoice/:id/print`: the job as a printable A4 invoice (a quotation before it is invoiced), without
 * the app's menus, in the customer's preferred language (else the interface's), with an FPS QR code for the balance.
 */
const InvoicePrintPage = () => {
    const { id = '' } = useParams<{ id: string }>();
    const [uiLocale] = useLocaleState();
    const createPath = useCreatePath();
    const { workspace: current } = useSession();
    const job = useGetOne<PrintJob>(RESOURCE, { id: Number(id) }, { enabled: Number(id) > 0 });
    const customerId = job.data?.customer_id;
    const vehicleId = job.data?.vehicle_id;
    const customer = useGetOne<PrintCustomer>(
        'relationship/customer',
        { id: customerId ?? 0 },
        { enabled: !!customerId },
    );
    const vehicle = useGetOne<PrintVehicle>('motor-garage/vehicle', { id: vehicleId ?? 0 }, { enabled: !!vehicleId });
    const workspace = useGetOne<PrintWorkspace>(
        'workspace',
        { id: current?.workspace_id ?? 0 },
        { enabled: !!current },
    );

    const language = printLanguageOf(customer.data?.preferred_locale || uiLocale);
    const tr = printTranslator(language);
    const record = job.data;
    const title = record
        ? `${documentKind(record.status) === 'quotation' ? tr.t('quotation') : tr.t('invoice')} ${record.invoice_number ?? record.number}`
        : tr.t('loading');
    usePageTitle(title);

    const waiting = [job, customer, vehicle, workspace].some(query => query.isPending && query.fetchStatus !== 'idle');
    return (
        <>
            <PrintStyles />
            <nav className="invoice-toolbar" aria-label={tr.t('print')}>
                <Link to={createPath({ resource: RESOURCE, id, type: 'show' })}>{tr.t('back')}</Link>
                <button type="button" onClick={() => window.print()} disabled={!record || waiting}>
                    <PrintIcon fontSize="small" aria-hidden="true" />
                    {tr.t('print')}
                </button>
            </nav>
            <main>
                {record && !waiting ? (
                    <InvoiceDocument
                        job={record}
                        customer={customer.data}
                        vehicle={vehicle.data}
                        workspace={workspace.data}
                        language={language}
                        tr={tr}
                        Logo={AssetLogo}
                    />
                ) : (
                    <p className="invoice-page" role="status">
                        {job.isError || !(Number(id) > 0) ? tr.t('not_found') : tr.t('loading')}
                    </p>
                )}
            </main>
        </>
    );
};

export default InvoicePrintPage;

import { Fragment, type ComponentType } from 'react';
import { LANGUAGE_TAGS, type PrintLanguage, type PrintTranslator } from './messages';
import {
    documentKind,
    invoiceFooter,
    printDate,
    type PrintCustomer,
    type PrintJob,
    type PrintVehicle,
    type PrintWorkspace,
} from './model';
import { InvoiceLines, InvoicePayments, InvoiceSummary } from './InvoiceTables';

export interface InvoiceDocumentProps {
    job: PrintJob;
    customer?: PrintCustomer;
    vehicle?: PrintVehicle;
    workspace?: PrintWorkspace;
    language: PrintLanguage;
    tr: PrintTranslator;
    /** Draws the garage's logo (asset `uuid`); without it none is shown (the customer portal has no session to fetch it). */
    Logo?: ComponentType<{ uuid: string; alt: string }>;
}

const lines = (...values: (string | false | null | undefined)[]) => values.filter(Boolean).join('\n');

const Head = ({ job, workspace, language, tr: { t }, Logo }: InvoiceDocumentProps) => {
    const kind = documentKind(job.status);
    const zone = workspace?.timezone;
    const rows: [string, string][] = [
        [t('job_number'), job.number],
        ...(job.invoice_number ? [[t('invoice_number'), job.invoice_number] as [string, string]] : []),
        job.invoiced_at
            ? [t('invoiced_at'), printDate(job.invoiced_at, language, zone)]
            : [t('date'), printDate(job.created_at ?? job.scheduled_start, language, zone)],
        ...(job.due_date ? [[t('due_date'), printDate(job.due_date, language, zone)] as [string, string]] : []),
    ];
    return (
        <header className="invoice-head">
            <div className="invoice-org">
                {workspace?.avatar && Logo && (
                    <Logo uuid={workspace.avatar} alt={t('logo', { name: workspace.name })} />
                )}
                <div>
                    <p className="invoice-org-name">{workspace?.name}</p>
                    <p>
                        {lines(
                            workspace?.address,
                            workspace?.phone && t('phone', { value: workspace.phone }),
                            workspace?.email && t('email', { value: workspace.email }),
                            workspace?.business_registration_no &&
                                t('br_no', { value: workspace.business_registration_no }),
                        )}
                    </p>
                </div>
            </div>
            <div className="invoice-title">
                <h1>{kind === 'quotation' ? t('quotation') : t('invoice')}</h1>
                {(kind === 'void' || job.status === 'cancelled') && (
                    <p className="invoice-stamp">{kind === 'void' ? t('void') : t('cancelled')}</p>
                )}
                <dl className="invoice-meta">
                    {rows.map(([label, value]) => (
                        <Fragment key={label}>
                            <dt>{label}</dt>
                            <dd>{value}</dd>
                        </Fragment>
                    ))}
                </dl>
            </div>
        </header>
    );
};

const Parties = ({ job, customer, vehicle, tr: { t } }: InvoiceDocumentProps) => {
    const makeModel = [vehicle?.make, vehicle?.model].filter(Boolean).join(' ');
    return (
        <div className="invoice-parties">
            <section aria-labelledby="invoice-bill-to">
                <h2 id="invoice-bill-to">{t('bill_to')}</h2>
                {customer && (
                    <p>
                        {lines(customer.company_name, customer.name, customer.address, customer.phone, customer.email)}
                    </p>
                )}
            </section>
            <section aria-labelledby="invoice-vehicle">
                <h2 id="invoice-vehicle">{t('vehicle')}</h2>
                <p>
                    {lines(
                        vehicle && `${t('plate')}: ${vehicle.plate}`,
                        makeModel && `${t('make_model')}: ${makeModel}${vehicle?.year ? ` (${vehicle.year})` : ''}`,
                        job.mileage_in != null &&
                            `${t('mileage')}: ${t('mileage_value', { value: job.mileage_in.toLocaleString('en-HK') })}`,
                    )}
                </p>
            </section>
        </div>
    );
};

/** The printed invoice (or quotation) itself: one A4 document in `language`. */
export const InvoiceDocument = (props: InvoiceDocumentProps) => {
    const { job, workspace, language, tr } = props;
    const footer = invoiceFooter(workspace, language);
    return (
        <article className="invoice-page" lang={LANGUAGE_TAGS[language]}>
            <Head {...props} />
            <Parties {...props} />
            <InvoiceLines job={job} currency={workspace?.currency} language={language} tr={tr} />
            <InvoiceSummary job={job} workspace={workspace} tr={tr} />
            <InvoicePayments job={job} workspace={workspace} language={language} tr={tr} />
            {job.notes && (
                <section className="invoice-section" aria-labelledby="invoice-notes">
                    <h2 id="invoice-notes">{tr.t('notes')}</h2>
                    <p className="invoice-notes">{job.notes}</p>
                </section>
            )}
            {footer && <footer className="invoice-footer">{footer}</footer>}
        </article>
    );
};

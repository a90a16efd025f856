import { FpsQrCode } from './FpsQrCode';
import type { PrintLanguage, PrintTranslator } from './messages';
import {
    documentKind,
    fpsTarget,
    lineDescription,
    printDate,
    printMoney,
    printQuantity,
    printRate,
    type PrintJob,
    type PrintWorkspace,
} from './model';

/** The job's lines: description, quantity, unit price, discount, amount. */
export const InvoiceLines = ({
    job,
    currency,
    language,
    tr: { t },
}: {
    job: PrintJob;
    currency?: string;
    language: PrintLanguage;
    tr: PrintTranslator;
}) => {
    const money = (cents: number) => printMoney(cents, currency);
    // what the customer declined stays on the job, off their bill
    const billed = job.lines.filter(line => line.billable !== false);
    return (
        <table aria-label={t('items')}>
            <thead>
                <tr>
                    <th scope="col">{t('description')}</th>
                    <th scope="col" className="num">
                        {t('quantity')}
                    </th>
                    <th scope="col" className="num">
                        {t('unit_price')}
                    </th>
                    <th scope="col" className="num">
                        {t('discount')}
                    </th>
                    <th scope="col" className="num">
                        {t('amount')}
                    </th>
                </tr>
            </thead>
            <tbody>
                {billed.map((line, index) => (
                    <tr key={index}>
                        <td>{lineDescription(line, language)}</td>
                        <td className="num">{printQuantity(line.quantity_milli)}</td>
                        <td className="num">{money(line.unit_price_cents)}</td>
                        <td className="num">{line.discount_cents ? money(-line.discount_cents) : ''}</td>
                        <td className="num">{money(line.line_total_cents)}</td>
                    </tr>
                ))}
                {billed.length === 0 && (
                    <tr>
                        <td colSpan={5}>{t('no_lines')}</td>
                    </tr>
                )}
            </tbody>
        </table>
    );
};

/** Subtotal, discount, tax, total, paid and the balance due (not on a quotation); beside them the FPS QR code that pays the balance. */
export const InvoiceSummary = ({
    job,
    workspace,
    tr,
}: {
    job: PrintJob;
    workspace?: PrintWorkspace;
    tr: PrintTranslator;
}) => {
    const { t } = tr;
    const currency = workspace?.currency;
    const money = (cents: number) => printMoney(cents, currency);
    const fps = fpsTarget(job, workspace);
    const balance = money(job.balance_cents);
    const rows: [label: string, value: string, strong?: boolean][] = [
        [t('subtotal'), money(job.subtotal_cents)],
        ...(job.discount_cents
            ? [
                  [
                      job.discount_name ? t('discount_named', { name: job.discount_name }) : t('discount'),
                      money(-job.discount_cents),
                  ] as [string, string],
              ]
            : []),
        ...(job.tax_cents || job.tax_rate_bp
            ? [[t('tax', { rate: printRate(job.tax_rate_bp) }), money(job.tax_cents)] as [string, string]]
            : []),
        [t('total'), money(job.total_cents), true],
        // A quotation asks for nothing yet: no payments, no balance due.
        ...(documentKind(job.status) === 'quotation'
            ? []
            : [
                  ...(job.paid_cents ? [[t('paid'), money(-job.paid_cents)] as [string, string]] : []),
                  [t('balance'), balance, true] as [string, string, boolean],
              ]),
    ];
    return (
        <div className="invoice-bottom">
            {fps ? (
                <FpsQrCode
                    input={{
                        ...fps,
                        amountCents: job.balance_cents,
                        merchantName: workspace?.name,
                        reference: job.invoice_number,
                    }}
                    alt={t('fps_alt', { amount: balance })}
                    caption={t('fps_caption', { amount: balance })}
                />
            ) : (
                <span />
            )}
            <table className="invoice-totals" aria-label={t('summary')}>
                <tbody>
                    {rows.map(([label, value, strong]) => (
                        <tr key={label} className={strong ? 'strong' : undefined}>
                            <th scope="row">{label}</th>
                            <td className="num">{value}</td>
                        </tr>
                    ))}
                </tbody>
            </table>
        </div>
    );
};

/** The payments received: date, method, reference, amount. */
export const InvoicePayments = ({
    job,
    workspace,
    language,
    tr: { t, method },
}: {
    job: PrintJob;
    workspace?: PrintWorkspace;
    language: PrintLanguage;
    tr: PrintTranslator;
}) => {
    if (job.payments.length === 0) return null;
    return (
        <section className="invoice-section" aria-labelledby="invoice-payments">
            <h2 id="invoice-payments">{t('payments')}</h2>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{t('paid_at')}</th>
                        <th scope="col">{t('method')}</th>
                        <th scope="col">{t('reference')}</th>
                        <th scope="col" className="num">
                            {t('amount')}
                        </th>
                    </tr>
                </thead>
                <tbody>
                    {job.payments.map((payment, index) => (
                        <tr key={index}>
                            <td>{printDate(payment.paid_at, language, workspace?.timezone)}</td>
                            <td>{method(payment.method)}</td>
                            <td>{payment.reference}</td>
                            <td className="num">{printMoney(payment.amount_cents, workspace?.currency)}</td>
                        </tr>
                    ))}
                </tbody>
            </table>
        </section>
    );
};

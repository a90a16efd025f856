import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { InvoiceDocument } from '../../resources/invoice/print/InvoiceDocument';
import { printLanguageOf, printTranslator, type PrintTranslator } from '../../resources/invoice/print/messages';
import { PrintStyles } from '../../resources/invoice/print/PrintStyles';
import { usePortalTitle } from './garage/GarageContext';
import { InvoicePhone } from './invoice/InvoicePhone';
import { isPrintView, printViewHref } from './invoice/invoiceView';
import { PortalError } from './PortalMessage';
import { portalDocument, type PortalPage } from './portalDocument';
import { usePortalLocale } from './portalLocale';
import { usePortalPage } from './usePortalPage';

/** The A4 invoice the garage prints, to print or save as PDF; back to the phone page. */
const InvoicePrint = ({
    page,
    tr,
    language,
}: {
    page: PortalPage;
    tr: PrintTranslator;
    language: 'en' | 'hk' | 'cn';
}) => {
    const translate = useTranslate();
    usePortalTitle(`${tr.t('invoice')} ${page.invoice.invoice_number ?? page.invoice.number}`);
    return (
        <>
            <PrintStyles />
            <Stack
                component="nav"
                aria-label={translate('portal.actions')}
                className="invoice-toolbar"
                direction="row"
                sx={{ justifyContent: 'space-between', mb: 2 }}
            >
                <Button startIcon={<ArrowBackIcon />} href={printViewHref(false)}>
                    {translate('portal.invoice.back')}
                </Button>
                <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {translate('portal.print')}
                </Button>
            </Stack>
            <InvoiceDocument {...portalDocument(page)} language={language} tr={tr} />
        </>
    );
};

/**
 * `/portal/invoice/:token`: the customer's invoice as a phone page (what is due and how to pay it first); with
 * `?print`, the A4 document.
 */
export const PortalInvoicePage = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const language = printLanguageOf(usePortalLocale());
    const result = usePortalPage(token, 'invoice');
    if (result.state === 'failed') return <PortalError error={result.error} />;
    if (result.state === 'loading') {
        return <Typography role="status">{translate('portal.loading')}</Typography>;
    }
    const tr = printTranslator(language);
    return isPrintView() ? (
        <InvoicePrint page={result.page} tr={tr} language={language} />
    ) : (
        <InvoicePhone page={result.page} tr={tr} language={language} />
    );
};

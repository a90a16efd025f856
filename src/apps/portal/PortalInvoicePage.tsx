import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { InvoiceDocument } from '../../resources/invoice/print/InvoiceDocument';
import { printLanguageOf, printTranslator } from '../../resources/invoice/print/messages';
import { PrintStyles } from '../../resources/invoice/print/PrintStyles';
import { usePageTitle } from '../auth/usePageTitle';
import { PortalError } from './PortalMessage';
import { portalDocument, type PortalPage } from './portalDocument';
import { usePortalPage } from './usePortalPage';
import { usePortalLocale } from './portalLocale';

const Invoice = ({ page }: { page: PortalPage }) => {
    const translate = useTranslate();
    const language = printLanguageOf(usePortalLocale());
    const tr = printTranslator(language);
    const document = portalDocument(page);
    usePageTitle(`${tr.t('invoice')} ${page.invoice.invoice_number ?? page.invoice.number}`);
    return (
        <>
            <PrintStyles />
            <Stack
                component="nav"
                aria-label={translate('portal.actions')}
                className="invoice-toolbar"
                direction="row"
                sx={{ justifyContent: 'flex-end', mb: 2 }}
            >
                <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {translate('portal.print')}
                </Button>
            </Stack>
            <InvoiceDocument {...document} language={language} tr={tr} />
        </>
    );
};

/** `/portal/invoice/:token`: the customer's invoice, its payments and the FPS QR code for the balance, to print. */
export const PortalInvoicePage = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const result = usePortalPage(token, 'invoice');
    if (result.state === 'failed') return <PortalError error={result.error} />;
    if (result.state === 'loading') {
        return <Typography role="status">{translate('portal.loading')}</Typography>;
    }
    return <Invoice page={result.page} />;
};

import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import {
    lineDescription,
    printDate,
    printMoney,
    printQuantity,
    printRate,
} from '../../../resources/invoice/print/model';
import type { PrintLanguage, PrintTranslator } from '../../../resources/invoice/print/messages';
import { usePortalTitle } from '../garage/GarageContext';
import type { PortalPage } from '../portalDocument';
import { FpsPay } from './FpsPay';
import { printViewHref } from './invoiceView';

/** A label and its amount on one line, the amount never cut: long Chinese labels wrap instead. */
const Row = ({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}>
        <Box component="dt" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {label}
        </Box>
        <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
            {children}
        </Box>
    </Stack>
);

interface Props {
    page: PortalPage;
    language: PrintLanguage;
    tr: PrintTranslator;
}

/**
 * The customer's invoice on a phone, one column: what is due and how to pay it first (the FPS QR, its ID to copy, the
 * QR to save, the ways the garage takes), then the items, totals and payments; the A4 document a tap away.
 */
export const InvoicePhone = ({ page, language, tr }: Props) => {
    const translate = useTranslate();
    const { invoice, garage } = page;
    const money = (cents: number) => printMoney(cents, garage.currency);
    const number = invoice.invoice_number ?? invoice.number;
    usePortalTitle(`${tr.t('invoice')} ${number}`);
    const due = invoice.balance_cents;
    return (
        <Stack spacing={3}>
            <Stack spacing={1}>
                <Typography variant="h5" component="h1">
                    {tr.t('invoice')} {number}
                </Typography>
                {invoice.vehicle && (
                    <Typography color="text.secondary">
                        {[invoice.vehicle.plate, invoice.vehicle.make, invoice.vehicle.model]
                            .filter(Boolean)
                            .join(' · ')}
                    </Typography>
                )}
            </Stack>
            <Stack component="section" aria-labelledby="due-title" spacing={0.5} sx={{ textAlign: 'center' }}>
                <Typography id="due-title" variant="subtitle1" component="h2">
                    {translate('portal.invoice.amount_due')}
                </Typography>
                <Typography sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>{money(due)}</Typography>
                {due > 0 && invoice.due_date ? (
                    <Typography color="text.secondary">
                        {translate('portal.invoice.due_by', { date: printDate(invoice.due_date, language) })}
                    </Typography>
                ) : null}
                {due <= 0 && invoice.status === 'paid' && (
                    <Box>
                        <Chip color="success" label={translate('portal.invoice.paid_in_full')} />
                    </Box>
                )}
            </Stack>
            {due > 0 && invoice.fps_payload && garage.fps_id && (
                <FpsPay payload={invoice.fps_payload} fpsId={garage.fps_id} amount={money(due)} number={number} />
            )}
            {due > 0 && garage.payment_methods.length > 0 && (
                <Stack component="section" aria-labelledby="ways-title" spacing={1}>
                    <Typography id="ways-title" variant="subtitle1" component="h2">
                        {translate('portal.invoice.ways_to_pay')}
                    </Typography>
                    <Stack
                        component="ul"
                        direction="row"
                        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
                    >
                        {garage.payment_methods.map(method => (
                            <Chip component="li" key={method} variant="outlined" label={tr.method(method)} />
                        ))}
                    </Stack>
                </Stack>
            )}
            <Stack component="section" aria-labelledby="items-title" spacing={1}>
                <Typography id="items-title" variant="subtitle1" component="h2">
                    {tr.t('items')}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {invoice.lines.map((line, index) => (
                        <Stack
                            component="li"
                            key={index}
                            spacing={0.25}
                            sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}
                        >
                            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                                <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                                    {lineDescription(line, language)}
                                </Typography>
                                <Typography sx={{ whiteSpace: 'nowrap' }}>{money(line.line_total_cents)}</Typography>
                            </Stack>
                            <Typography variant="body2" color="text.secondary">
                                {printQuantity(line.quantity_milli)} × {money(line.unit_price_cents)}
                                {line.discount_cents ? ` − ${money(line.discount_cents)}` : ''}
                            </Typography>
                        </Stack>
                    ))}
                </Stack>
                <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
                    <Row label={tr.t('subtotal')}>{money(invoice.subtotal_cents)}</Row>
                    {invoice.discount_cents > 0 && (
                        <Row
                            label={
                                invoice.discount_name
                                    ? tr.t('discount_named', { name: invoice.discount_name })
                                    : tr.t('discount')
                            }
                        >
                            −{money(invoice.discount_cents)}
                        </Row>
                    )}
                    {invoice.tax_rate_bp > 0 && (
                        <Row label={tr.t('tax', { rate: printRate(invoice.tax_rate_bp) })}>
                            {money(invoice.tax_cents)}
                        </Row>
                    )}
                    <Row label={tr.t('total')} strong>
                        {money(invoice.total_cents)}
                    </Row>
                    {invoice.payments.map((payment, index) => (
                        <Row
                            key={index}
                            label={`${tr.t('paid')} · ${tr.method(payment.method)} · ${printDate(payment.paid_at, language, garage.timezone)}`}
                        >
                            −{money(payment.amount_cents)}
                        </Row>
                    ))}
                    <Row label={tr.t('balance')} strong>
                        {money(due)}
                    </Row>
                </Stack>
            </Stack>
            {invoice.notes && <Typography sx={{ whiteSpace: 'pre-line' }}>{invoice.notes}</Typography>}
            <Button variant="outlined" startIcon={<PrintIcon />} href={printViewHref(true)}>
                {translate('portal.invoice.print_view')}
            </Button>
        </Stack>
    );
};

import { GlobalStyles } from '@mui/material';

/**
 * The printed invoice's look: an A4 sheet, black on white whatever the app's theme (the page sets its own colours and
 * the body's while it is shown), the toolbar only on screen.
 */
const css = `
@page { size: A4; margin: 12mm; }
html { color-scheme: light !important; }
html, body { background: #fff !important; color: #000 !important; }
.invoice-page {
    box-sizing: border-box; width: 100%; max-width: 210mm; margin: 0 auto 24px; padding: 14mm 12mm;
    background: #fff; color: #000; font-size: 10.5pt; line-height: 1.4;
    font-family: "Helvetica Neue", Arial, "Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif;
}
.invoice-page h1, .invoice-page h2, .invoice-page p, .invoice-page dl, .invoice-page figure { margin: 0; }
.invoice-toolbar { display: flex; justify-content: space-between; max-width: 210mm; margin: 16px auto 8px; padding: 0 12mm; box-sizing: border-box; }
.invoice-toolbar a, .invoice-toolbar button {
    font: inherit; font-size: 14px; cursor: pointer; border: 1px solid #000; border-radius: 4px; padding: 6px 16px;
    text-decoration: none; display: inline-flex; align-items: center; gap: 6px;
}
.invoice-toolbar a { background: #fff; color: #000; }
.invoice-toolbar button { background: #000; color: #fff; }
.invoice-toolbar a:focus-visible, .invoice-toolbar button:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
.invoice-head { display: flex; justify-content: space-between; gap: 24px; padding-bottom: 10px; border-bottom: 2px solid #000; }
.invoice-org { display: flex; gap: 12px; align-items: flex-start; }
.invoice-org img { max-height: 64px; max-width: 140px; object-fit: contain; }
.invoice-org-name { font-size: 15pt; font-weight: 700; }
.invoice-org p { white-space: pre-line; }
.invoice-title { text-align: right; }
.invoice-title h1 { font-size: 22pt; letter-spacing: 0.04em; }
.invoice-stamp { display: inline-block; margin-top: 4px; padding: 2px 12px; border: 3px solid #000; font-size: 15pt; font-weight: 700; letter-spacing: 0.1em; }
.invoice-meta { display: grid; grid-template-columns: auto auto; justify-content: end; gap: 1px 12px; margin-top: 6px; text-align: left; }
.invoice-meta dt { font-weight: 600; }
.invoice-meta dd { margin: 0; }
.invoice-parties { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin: 14px 0; }
.invoice-page h2 { font-size: 10.5pt; font-weight: 700; margin-bottom: 4px; padding-bottom: 2px; border-bottom: 1px solid #000; }
.invoice-parties p { white-space: pre-line; }
.invoice-page table { width: 100%; border-collapse: collapse; }
.invoice-page th, .invoice-page td { padding: 4px 6px; text-align: left; vertical-align: top; border-bottom: 1px solid #888; }
.invoice-page thead th { border-bottom: 1.5px solid #000; }
.invoice-page .num { text-align: right; white-space: nowrap; }
.invoice-bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-top: 12px; break-inside: avoid; }
.invoice-page table.invoice-totals { width: auto; min-width: 50%; margin-left: auto; }
.invoice-totals th { font-weight: 400; border-bottom: 0; }
.invoice-totals td { border-bottom: 0; }
.invoice-totals .strong th, .invoice-totals .strong td { font-weight: 700; border-top: 1.5px solid #000; }
.invoice-section { margin-top: 14px; break-inside: avoid; }
.invoice-notes { white-space: pre-line; }
.invoice-fps { text-align: center; max-width: 190px; }
.invoice-fps img { display: block; margin: 0 auto; }
.invoice-fps figcaption { font-size: 9pt; }
.invoice-footer { margin-top: 20px; padding-top: 6px; border-top: 1px solid #000; font-size: 9pt; white-space: pre-line; }
@media screen { .invoice-page { outline: 1px solid #bbb; } }
@media print {
    .invoice-toolbar { display: none !important; }
    .invoice-page { max-width: none; padding: 0; margin: 0; }
}
`;

export const PrintStyles = () => <GlobalStyles styles={css} />;

import { lazy, Suspense, type ReactNode } from 'react';
import { ShellContext } from '../../../layouts/ShellContext';
import { useUserShell } from '../../../layouts/useUserShell';

export { PrintButton } from './PrintButton';

// Its own chunk: the page brings the QR code library, which no other screen needs.
const InvoicePrintPage = lazy(() => import('./InvoicePrintPage'));

/** The printable invoice, fetched the first time it is opened. */
export const LazyInvoicePrintPage = () => (
    <Suspense fallback={null}>
        <InvoicePrintPage />
    </Suspense>
);

/** The user shell for a page outside the app layout, where permission guards look it up. */
export const PrintShell = ({ children }: { children: ReactNode }) => (
    <ShellContext.Provider value={useUserShell()}>{children}</ShellContext.Provider>
);

const SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpiryState = 'ok' | 'soon' | 'expired';

/** A licence or insurance date: expired when past, soon within 30 days, else ok (and ok when unknown). */
export const expiryState = (date: string | null | undefined, today = new Date()): ExpiryState => {
    if (!date) return 'ok';
    const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
    const days = (Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS;
    if (days < 0) return 'expired';
    return days <= SOON_DAYS ? 'soon' : 'ok';
};

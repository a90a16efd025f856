const SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpiryState = 'ok' | 'soon' | 'expired';

/**
 * A licence or insurance date against the garage's today (both `YYYY-MM-DD`): expired when past, soon within 30 days,
 * else ok (and ok when unknown).
 */
export const expiryState = (date: string | null | undefined, today: string): ExpiryState => {
    if (!date) return 'ok';
    const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
    if (days < 0) return 'expired';
    return days <= SOON_DAYS ? 'soon' : 'ok';
};

import { useEffect, useState } from 'react';
import { api, quietFetch } from '../../api/client';
import { isLocale, setStoredLocale } from '../../i18n/locale';
import type { PortalPage } from './portalDocument';

export type PortalState =
    { state: 'loading' } | { state: 'loaded'; page: PortalPage } | { state: 'failed'; error: string };

/**
 * What each link opened in this page load: a change of language remounts the page, which then shows the same answer
 * rather than asking (and switching the language) again.
 */
const opened = new Map<string, PortalState>();

async function openLink(token: string): Promise<PortalState> {
    try {
        const { data, error } = await api.GET('/public/v3/portal/{token}', {
            params: { path: { token } },
            fetch: quietFetch,
        });
        if (data?.success) return { state: 'loaded', page: data.data };
        return { state: 'failed', error: (error as { error?: string } | undefined)?.error ?? 'unknown' };
    } catch {
        return { state: 'failed', error: 'unknown' };
    }
}

/**
 * What the link `token` opens. When it first loads, the page switches to the customer's preferred language (the
 * language switcher still changes it afterwards).
 */
export function usePortalPage(token: string): PortalState {
    const [, setVersion] = useState(0);
    useEffect(() => {
        if (opened.has(token)) return;
        let live = true;
        openLink(token).then(result => {
            opened.set(token, result);
            if (result.state === 'loaded' && isLocale(result.page.locale)) setStoredLocale(result.page.locale);
            if (live) setVersion(version => version + 1);
        });
        return () => {
            live = false;
        };
    }, [token]);
    return opened.get(token) ?? { state: 'loading' };
}

import { useEffect, useState } from 'react';
import { publicApi } from '../../api/publicClient';
import { isLocale } from '../../i18n/locale';
import { useShowGarage } from './garage/GarageContext';
import { useSetPortalLocale } from './portalLocale';
import type { PortalAnswer, PortalPurpose } from './portalDocument';

export type PortalState<Page = PortalAnswer> =
    { state: 'loading' } | { state: 'loaded'; page: Page } | { state: 'failed'; error: string };

/**
 * What each link opened in this page load: a change of language remounts the page, which then shows the same answer
 * rather than asking (and switching the language) again.
 */
const opened = new Map<string, PortalState>();

async function openLink(token: string): Promise<PortalState> {
    try {
        const { data, error } = await publicApi.GET('/public/v3/portal/{token}', {
            params: { path: { token } },
        });
        if (data?.success) return { state: 'loaded', page: data.data };
        return { state: 'failed', error: (error as { error?: string } | undefined)?.error ?? 'unknown' };
    } catch {
        return { state: 'failed', error: 'unknown' };
    }
}

/** Opens the link again (the page it shows changed), and remembers what it shows now. */
export async function reopenLink(token: string): Promise<PortalState> {
    const result = await openLink(token);
    opened.set(token, result);
    return result;
}

/** Remembers the page an action on the link answered: a change of language shows it rather than the old one. */
export const rememberPage = (token: string, page: PortalAnswer) => opened.set(token, { state: 'loaded', page });

/**
 * What the link `token` opens, a `purpose` page (another purpose: `link_not_found`). When it first loads, the page
 * switches to the customer's preferred language (the language switcher still changes it afterwards).
 */
export function usePortalPage<Purpose extends PortalPurpose>(
    token: string,
    purpose: Purpose,
): PortalState<Extract<PortalAnswer, { purpose: Purpose }>> {
    const [, setVersion] = useState(0);
    const setLocale = useSetPortalLocale();
    useEffect(() => {
        if (opened.has(token)) return;
        let live = true;
        openLink(token).then(result => {
            opened.set(token, result);
            if (result.state === 'loaded' && isLocale(result.page.locale)) setLocale(result.page.locale);
            if (live) setVersion(version => version + 1);
        });
        return () => {
            live = false;
        };
    }, [token, setLocale]);
    const result = opened.get(token) ?? { state: 'loading' };
    useShowGarage(result.state === 'loaded' ? result.page.garage : undefined);
    if (result.state === 'loaded' && result.page.purpose !== purpose)
        return { state: 'failed', error: 'link_not_found' };
    return result as PortalState<Extract<PortalAnswer, { purpose: Purpose }>>;
}

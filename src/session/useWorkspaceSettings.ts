import { useGetOne, useLocaleState, type Identifier } from 'react-admin';
import { intlTag } from '../i18n/locale';
import { DEFAULT_ZONE, type Clock } from './zone';
import { useSession } from './useSession';

const isKnownZone = (zone: string) => {
    try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
    } catch {
        return false;
    }
};

/** The bays of a workspace that names none. */
export const DEFAULT_BAYS = 3;

export interface WorkspaceSettings {
    /** an IANA zone the browser knows */
    zone: string;
    bays: number;
}

/**
 * The current workspace's time zone and bays (GET /api/v3/workspace/{id}, shared with react-admin's cache); null
 * until it has answered. A failure (toasted) leaves the defaults.
 */
export const useWorkspaceSettings = (): WorkspaceSettings | null => {
    const id = useSession().workspace?.workspace_id;
    const { data, isPending, error } = useGetOne<{ id: Identifier; timezone?: string; bays?: number }>(
        'workspace',
        { id: id! },
        { enabled: Boolean(id) },
    );
    if (isPending && !error && id) return null;
    const zone = data?.timezone && isKnownZone(data.timezone) ? data.timezone : DEFAULT_ZONE;
    return { zone, bays: data?.bays || DEFAULT_BAYS };
};

/** The time zone the garage's times are shown and typed in: the workspace's (the default until it has answered). */
export const useWorkspaceZone = (): string => useWorkspaceSettings()?.zone ?? DEFAULT_ZONE;

/** How times read here: the workspace's zone, in the interface's language. */
export const useClock = (): Clock => {
    const zone = useWorkspaceZone();
    const [locale] = useLocaleState();
    return { zone, locale: intlTag(locale) };
};

import { useEffect, useState } from 'react';
import { publicApi } from './publicClient';
import type { PublicConfig } from './types';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
    app_name: 'Pitstop',
    system_mode: 'mono',
    locales: ['en', 'zh-hk', 'zh-cn'],
    default_locale: 'en',
    registration_enabled: false,
    organization_creation_enabled: false,
};

let loaded: PublicConfig | undefined;
let pending: Promise<PublicConfig> | undefined;

/** GET /public/v3/config once per page load; the defaults stand in when it cannot be read. */
export const loadPublicConfig = (): Promise<PublicConfig> =>
    (pending ??= publicApi
        .GET('/public/v3/config')
        .then(({ data }) => ({ ...DEFAULT_PUBLIC_CONFIG, ...(data?.success ? data.data : {}) }))
        .catch(() => DEFAULT_PUBLIC_CONFIG)
        .then(config => (loaded = config)));

/** The public config; the defaults, with `loaded` false, until it has loaded. */
export const usePublicConfig = (): PublicConfig & { loaded: boolean } => {
    const [config, setConfig] = useState(loaded);
    useEffect(() => {
        let mounted = true;
        loadPublicConfig().then(value => mounted && setConfig(value));
        return () => {
            mounted = false;
        };
    }, []);
    return { ...(config ?? DEFAULT_PUBLIC_CONFIG), loaded: config !== undefined };
};

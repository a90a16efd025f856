import { useEffect, useState } from 'react';
import { api } from '../api/client';

export interface AppConfig {
    app_name: string;
    system_mode: 'mono' | 'workspaces' | 'platform';
    organization_creation_enabled: boolean;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
    app_name: 'Pitstop',
    system_mode: 'mono',
    organization_creation_enabled: false,
};

let cached: AppConfig | undefined;
let pending: Promise<AppConfig> | undefined;

/** GET /public/v3/config once per page load; on failure the defaults apply (the client already toasted). */
export const fetchAppConfig = (): Promise<AppConfig> =>
    (pending ??= api
        .GET('/public/v3/config')
        .then(({ data }) => ({ ...DEFAULT_APP_CONFIG, ...(data?.data as Partial<AppConfig> | undefined) }))
        .catch(() => DEFAULT_APP_CONFIG)
        .then(config => (cached = config)));

export const useAppConfig = (): AppConfig => {
    const [config, setConfig] = useState<AppConfig>(cached ?? DEFAULT_APP_CONFIG);
    useEffect(() => {
        let live = true;
        fetchAppConfig().then(c => live && setConfig(c));
        return () => {
            live = false;
        };
    }, []);
    return config;
};

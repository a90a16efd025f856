import { useEffect } from 'react';
import { usePublicConfig } from '../../api/config';

/** Sets `document.title` to "<page name> | <APP_NAME>"; `pageName` is already translated. */
export const usePageTitle = (pageName: string): void => {
    const { app_name } = usePublicConfig();
    useEffect(() => {
        document.title = `${pageName} | ${app_name}`;
    }, [pageName, app_name]);
};

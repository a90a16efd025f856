import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { usePublicConfig } from '../api/config';

/**
 * Sets `document.title` to "<page name> | <APP_NAME>" and returns the translated page name.
 * `name` may be an i18n key or a plain text (a record's name).
 */
export const usePageTitle = (name: string): string => {
    const translate = useTranslate();
    const { app_name } = usePublicConfig();
    const page = translate(name, { _: name });
    useEffect(() => {
        document.title = `${page} | ${app_name}`;
    }, [page, app_name]);
    return page;
};

import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { storage } from '../store/storage';

const isRememberedPath = (pathname: string) => /^\/(app|admin)(\/|$)/.test(pathname);

/** The route visited before the current one in this page (last-route then holds the current one). */
let previousRoute: string | null = null;

/** Records the current /app or /admin route as `last-route` (where login returns to, and "back" goes). */
export const useRememberLastRoute = (): void => {
    const { pathname, search } = useLocation();
    useEffect(() => {
        if (!isRememberedPath(pathname)) return;
        const route = pathname + search;
        const last = storage.get<string>('last-route');
        if (last && last !== route) previousRoute = last;
        storage.set('last-route', route);
    }, [pathname, search]);
};

/** The remembered route when it lies under `prefix`, else `fallback` (used after login). */
export const rememberedRoute = (prefix: string, fallback: string): string => {
    const last = storage.get<string>('last-route');
    return last && (last === prefix || last.startsWith(`${prefix}/`)) ? last : fallback;
};

/** Returns to the remembered last route if one was saved, else uses browser back. */
export const goBack = (
    navigate: NavigateFunction,
    currentRoute: string = window.location.pathname + window.location.search,
): void => {
    const saved = storage.get<string>('last-route');
    const target = saved && (previousRoute ?? saved);
    if (target && target !== currentRoute) navigate(target);
    else navigate(-1);
};

export const useGoBack = (): (() => void) => {
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    return useCallback(() => goBack(navigate, pathname + search), [navigate, pathname, search]);
};

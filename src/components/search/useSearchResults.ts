import { useEffect, useState } from 'react';
import { api, quietFetch, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../common/search';

export type SearchResult =
    paths['/api/v3/motor-garage/search']['get']['responses'][200]['content']['application/json']['data'];

const DEBOUNCE_MS = 200;

/**
 * What the server finds for `typed`, asked once typing pauses; null while nothing has answered for it. A failed
 * search finds nothing (and shows no toast while typing).
 */
export const useSearchResults = (typed: string): { query: string; result: SearchResult } | null => {
    const [found, setFound] = useState<{ query: string; result: SearchResult } | null>(null);
    const query = typed.trim().slice(0, SEARCH_MAX_LENGTH);
    useEffect(() => {
        if ([...query].length < SEARCH_MIN_LENGTH) return;
        let live = true;
        const timer = setTimeout(() => {
            unwrap<SearchResult>(
                api.GET('/api/v3/motor-garage/search', { params: { query: { q: query } }, fetch: quietFetch }),
            ).then(
                result => live && setFound({ query, result }),
                () => live && setFound({ query, result: {} }),
            );
        }, DEBOUNCE_MS);
        return () => {
            live = false;
            clearTimeout(timer);
        };
    }, [query]);
    return found && found.query === query ? found : null;
};

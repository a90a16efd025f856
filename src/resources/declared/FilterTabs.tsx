import { Box, Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A tab of a list: a saved filter, named by `id` under the tabs' i18n namespace. */
export interface FilterTab {
    id: string;
    filter: Record<string, unknown>;
}

export interface FilterTabsProps<T extends FilterTab> {
    tabs: readonly T[];
    /** the filters the tabs set: choosing a tab replaces them and keeps the others (the keyword, a customer…) */
    keys: readonly string[];
    /** the tab whose filter the list's filter holds; none (false) when it holds another */
    current: (filter: Record<string, unknown>) => string | false;
    /** i18n namespace of the tabs' names (`<namespace>.<id>`) and of their label (`<namespace>.label`) */
    namespace: string;
}

/**
 * Tabs above a list's rows: choosing one sets its filter; the filter, changed, moves the tab. On a phone they scroll
 * inside the page rather than widen it: their box is as wide as the page (width 0, at least 100%), so the tab strip's
 * own width never reaches the page's layout.
 */
export const FilterTabs = <T extends FilterTab>({ tabs, keys, current, namespace }: FilterTabsProps<T>) => {
    const translate = useTranslate();
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const choose = (id: string) => {
        const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => !keys.includes(key)));
        setFilters({ ...others, ...tabs.find(tab => tab.id === id)?.filter }, displayedFilters);
    };
    return (
        <Box sx={{ width: 0, minWidth: '100%', maxWidth: '100%' }}>
            <Tabs
                value={current(filterValues)}
                onChange={(_event, id: string) => choose(id)}
                aria-label={translate(`${namespace}.label`)}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
            >
                {tabs.map(tab => (
                    <Tab key={tab.id} value={tab.id} label={translate(`${namespace}.${tab.id}`)} />
                ))}
            </Tabs>
        </Box>
    );
};

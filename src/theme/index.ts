import type { RaThemeOptions } from 'react-admin';

export { followDarkClass, setThemeMode, storedThemeMode, useThemeMode, type ThemeMode } from './mode';

declare module '@mui/material/styles' {
    interface BreakpointOverrides {
        xxl: true;
    }
}

const DROPDOWN_MAX_HEIGHT = '24rem';

/**
 * What both themes share (everything but the palette): breakpoints, the 24-column grid with 8 px gutters, the
 * sidebar widths and the dropdown height.
 */
const shared: RaThemeOptions = {
    breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } },
    shape: { borderRadius: 8 },
    sidebar: { width: 256, closedWidth: 48 },
    components: {
        MuiGrid: { defaultProps: { columns: 24, spacing: 1 } },
        MuiMenu: { styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT } } },
        MuiAutocomplete: { styleOverrides: { listbox: { maxHeight: DROPDOWN_MAX_HEIGHT } } },
    },
};

export const lightTheme: RaThemeOptions = {
    ...shared,
    palette: {
        mode: 'light',
        primary: { main: '#2563eb' },
        secondary: { main: '#ea580c' },
        background: { default: '#f8fafc', paper: '#ffffff' },
    },
};

export const darkTheme: RaThemeOptions = {
    ...shared,
    palette: {
        mode: 'dark',
        primary: { main: '#60a5fa' },
        secondary: { main: '#fb923c' },
        background: { default: '#0f172a', paper: '#1e293b' },
    },
};

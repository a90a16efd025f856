import type { CheckboxProps, Theme } from '@mui/material';
import type { RaThemeOptions } from 'react-admin';

export { followDarkClass, setThemeMode, storedThemeMode, useThemeMode, type ThemeMode } from './mode';

declare module '@mui/material/styles' {
    interface BreakpointOverrides {
        xxl: true;
    }
}

const DROPDOWN_MAX_HEIGHT = '24rem';

/**
 * A checkbox's `aria-label` names its input, not the span around it. react-admin gives the row checkboxes of its
 * lists an `aria-label` on the span, where it labels nothing and is not allowed; these defaults move it to the input.
 * A checkbox that sets `slotProps.input` itself keeps it.
 */
const checkboxLabelOnInput: CheckboxProps = {
    slotProps: {
        root: { 'aria-label': undefined },
        input: ({ inputProps, 'aria-label': label }) => ({ ...inputProps, ...(label && { 'aria-label': label }) }),
    },
};

/**
 * What both themes share (everything but the palette): breakpoints, the 24-column grid with 8 px gutters, the
 * sidebar widths, the dropdown height, button text as written, where a checkbox's label goes and readable help.
 */
const shared: RaThemeOptions = {
    breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } },
    shape: { borderRadius: 8 },
    // buttons and tabs read in sentence case, as their labels are written, not in capitals
    typography: { button: { textTransform: 'none' } },
    sidebar: { width: 256, closedWidth: 48 },
    components: {
        MuiGrid: { defaultProps: { columns: 24, spacing: 1 } },
        MuiCheckbox: { defaultProps: checkboxLabelOnInput },
        MuiMenu: { styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT } } },
        MuiAutocomplete: { styleOverrides: { listbox: { maxHeight: DROPDOWN_MAX_HEIGHT } } },
        // a read-only form's help (a member's view of the organization) is read like any other: not greyed out
        MuiFormHelperText: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
            },
        },
    },
};

export const lightTheme: RaThemeOptions = {
    ...shared,
    palette: {
        mode: 'light',
        primary: { main: '#2563eb' },
        secondary: { main: '#ea580c' },
        // darker than MUI's orange, so warning text reads on the page (contrast 4.5:1 and more)
        warning: { main: '#c2410c' },
        background: { default: '#f8fafc', paper: '#ffffff' },
    },
};

export const darkTheme: RaThemeOptions = {
    ...shared,
    palette: {
        mode: 'dark',
        primary: { main: '#60a5fa' },
        secondary: { main: '#fb923c' },
        // lighter than MUI's red, so error text reads on the dark paper (contrast 4.5:1 and more)
        error: { main: '#f87171' },
        background: { default: '#0f172a', paper: '#1e293b' },
    },
};

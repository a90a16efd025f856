import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { darkTheme, lightTheme } from './index';
import { useThemeMode } from './mode';

/** The MUI theme outside react-admin's <Admin> (auth pages, toasts, not-found page), following the stored mode. */
export const AppThemeProvider = ({ children }: { children: ReactNode }) => {
    const mode = useThemeMode();
    const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
    return (
        <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
        </ThemeProvider>
    );
};

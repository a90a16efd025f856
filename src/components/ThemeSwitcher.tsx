import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useTranslate } from 'ra-core';
import { setThemeMode, useThemeMode } from '../theme/mode';

/** The light / dark toggle's name now: what pressing it does. */
export const useThemeToggleLabel = () => {
    const translate = useTranslate();
    return translate(useThemeMode() === 'dark' ? 'meta.theme.to_light' : 'meta.theme.to_dark');
};

/**
 * Light / dark toggle. Writes the stored `theme`, which react-admin's <Admin>, the auth pages and the portal follow.
 * Its props pass to the button (a tooltip wraps it in the staff's pages: ThemeSwitcherWithTooltip).
 */
export const ThemeSwitcher = (props: IconButtonProps) => {
    const dark = useThemeMode() === 'dark';
    return (
        <IconButton aria-label={useThemeToggleLabel()} onClick={() => setThemeMode(dark ? 'light' : 'dark')} {...props}>
            {dark ? <LightModeIcon /> : <DarkModeIcon />}
        </IconButton>
    );
};

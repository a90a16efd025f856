import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'ra-core';
import { setThemeMode, useThemeMode } from '../theme/mode';

/** Light / dark toggle. Writes the stored `theme`, which react-admin's <Admin> and the auth pages both follow. */
export const ThemeSwitcher = () => {
    const translate = useTranslate();
    const dark = useThemeMode() === 'dark';
    const label = translate(dark ? 'meta.theme.to_light' : 'meta.theme.to_dark');
    return (
        <Tooltip title={label}>
            <IconButton aria-label={label} onClick={() => setThemeMode(dark ? 'light' : 'dark')}>
                {dark ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
        </Tooltip>
    );
};

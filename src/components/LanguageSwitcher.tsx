import { useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, setStoredLocale, useStoredLocale, type Locale } from '../i18n/locale';

/**
 * Language menu (English / 繁體中文 / 简体中文). Writes the stored `locale`, which react-admin's <Admin> and the auth
 * pages both follow, then re-navigates the current path.
 */
export const LanguageSwitcher = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname, search, hash } = useLocation();
    const locale = useStoredLocale();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const label = translate('meta.language.label');

    const choose = (next: Locale) => {
        setAnchor(null);
        if (next === locale) return;
        setStoredLocale(next);
        navigate(pathname + search + hash, { replace: true });
    };

    return (
        <>
            <Tooltip title={label}>
                <IconButton aria-label={label} aria-haspopup="menu" onClick={event => setAnchor(event.currentTarget)}>
                    <TranslateIcon />
                </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {LOCALES.map(option => (
                    <MenuItem key={option} lang={option} selected={option === locale} onClick={() => choose(option)}>
                        {LOCALE_NAMES[option]}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};

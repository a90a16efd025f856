import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { IconButton, Tooltip } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { HOME_ROUTES, useGoBack } from '../session';

/** Back to the remembered last route, else the browser's back; not shown on the area's home. */
export const BackButton = () => {
    const translate = useTranslate();
    const goBack = useGoBack();
    const { pathname } = useLocation();
    if (Object.values(HOME_ROUTES).includes(pathname)) return null;
    const label = translate('common.action.back');
    return (
        <Tooltip title={label}>
            <IconButton color="inherit" aria-label={label} onClick={goBack} edge="start" sx={{ mr: 0.5 }}>
                <ArrowBackIcon />
            </IconButton>
        </Tooltip>
    );
};

import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { TopBarNotifications } from '../components/notifications/TopBarNotifications';
import { TopBarSearch } from '../components/search/TopBarSearch';
import { AppsButton } from './AppsButton';
import { AvatarMenu } from './AvatarMenu';
import { BackButton } from './BackButton';

/** react-admin's indicator hands props it does not know to its spinner: this names it (axe: aria-progressbar-name). */
const spinnerName = (name: string) => ({ 'aria-label': name }) as object;

/**
 * Top bar: sidebar toggle, back, page title, the search and the notifications bell (garage app), the loading indicator
 * (refresh), apps button and avatar menu.
 */
export const TopBar = () => {
    const translate = useTranslate();
    return (
        <AppBar
            color="default"
            elevation={0}
            userMenu={<AvatarMenu />}
            toolbar={
                <>
                    <LoadingIndicator {...spinnerName(translate('ra.page.loading'))} />
                    <TopBarNotifications />
                    <AppsButton />
                </>
            }
            sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
            <BackButton />
            {/* A phone's bar has room for a few letters of it; the page's own heading names the page there. */}
            <TitlePortal variant="h6" sx={{ visibility: { xs: 'hidden', sm: 'visible' } }} />
            <TopBarSearch />
        </AppBar>
    );
};

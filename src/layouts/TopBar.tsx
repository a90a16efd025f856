import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AppsButton } from './AppsButton';
import { AvatarMenu } from './AvatarMenu';
import { BackButton } from './BackButton';

/** Top bar: sidebar toggle, back, page title, apps button and avatar menu. */
export const TopBar = () => (
    <AppBar
        color="default"
        elevation={0}
        userMenu={<AvatarMenu />}
        toolbar={
            <>
                <LoadingIndicator />
                <AppsButton />
            </>
        }
        sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
        <BackButton />
        <TitlePortal variant="h6" />
    </AppBar>
);

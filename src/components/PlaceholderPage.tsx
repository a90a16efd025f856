import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../layouts/usePageTitle';

/** A titled page whose content arrives in a later release. `title` is an i18n key. */
export const PlaceholderPage = ({ title }: { title: string }) => {
    const translate = useTranslate();
    const name = usePageTitle(title);
    return (
        <>
            <Title title={name} />
            <Card sx={{ mt: 2 }}>
                <CardContent>
                    <Typography variant="h5" component="h1" gutterBottom>
                        {name}
                    </Typography>
                    <Typography color="text.secondary">{translate('common.placeholder.later')}</Typography>
                </CardContent>
            </Card>
        </>
    );
};

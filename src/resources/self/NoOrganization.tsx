import { useState } from 'react';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { browserLocation } from '../../api/browserLocation';
import { usePublicConfig } from '../../api/config';
import { CreateOrganizationDialog } from '../../components/CreateOrganizationDialog';
import { usePageTitle } from '../../layouts/usePageTitle';

/**
 * What a user who belongs to no organization sees: an invitation to create the first one (where the mode allows it),
 * else a note to ask to be added. After creating it, the app opens in it.
 */
export const NoOrganization = () => {
    const translate = useTranslate();
    const { organization_creation_enabled: canCreate } = usePublicConfig();
    const [creating, setCreating] = useState(false);
    const name = usePageTitle(canCreate ? 'profile.first_organization.title' : 'common.organization.none');
    return (
        <>
            <Title title={name} />
            <Card sx={{ mt: 2 }}>
                <CardContent sx={{ textAlign: 'center', py: 6, px: 3 }}>
                    <AddBusinessIcon color="primary" sx={{ fontSize: 64, mb: 1 }} />
                    <Typography variant="h5" component="h1" gutterBottom>
                        {name}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
                        {translate(canCreate ? 'profile.first_organization.text' : 'profile.first_organization.ask')}
                    </Typography>
                    {canCreate && (
                        <Button variant="contained" startIcon={<AddBusinessIcon />} onClick={() => setCreating(true)}>
                            {translate('common.organization.create')}
                        </Button>
                    )}
                </CardContent>
            </Card>
            <CreateOrganizationDialog
                open={creating}
                onClose={() => setCreating(false)}
                onCreated={() => browserLocation.assign('/app')}
            />
        </>
    );
};

import { useEffect, useState } from 'react';
import { Box, Card, CardContent, CardHeader, LinearProgress } from '@mui/material';
import {
    Form,
    SaveButton,
    TextInput,
    email,
    maxLength,
    minLength,
    required,
    useNotify,
    useTranslate,
} from 'react-admin';
import type { User } from '../../api/types';
import { formErrorsOf } from '../../dataProvider/fieldErrors';
import { ImageUpload } from '../../inputs/ImageUpload';
import { storage } from '../../store/storage';
import { loadSelf, saveSelf, type AccountKind, type ProfileValues } from './selfApi';

export interface ProfileFormProps {
    kind: AccountKind;
}

const validateUsername = [required(), minLength(3), maxLength(50)];
const validateEmail = [required(), email(), maxLength(254)];
const validateDisplayName = [maxLength(100)];

const profileValues = (values: Record<string, unknown>): ProfileValues => ({
    username: String(values.username ?? '').trim(),
    display_name: String(values.display_name ?? '').trim(),
    email: String(values.email ?? '').trim(),
    avatar: (values.avatar as string | null | undefined) ?? null,
});

/**
 * The signed-in account's own profile (username, display name, email, avatar): GET then PUT /admin/v3/self or
 * /api/v3/user/self. A save also updates the stored `admin` / `user`, so the avatar menu follows at once.
 */
export const ProfileForm = ({ kind }: ProfileFormProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [account, setAccount] = useState<User | null>(null);

    useEffect(() => {
        let live = true;
        loadSelf(kind).then(
            value => live && setAccount(value),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, [kind]);

    const save = async (values: Record<string, unknown>) => {
        try {
            const saved = await saveSelf(kind, profileValues(values));
            setAccount(saved);
            storage.set(kind, saved);
            notify('profile.account.profile.saved', { type: 'success' });
        } catch (error) {
            return formErrorsOf(error) ?? undefined;
        }
    };

    return (
        <Card variant="outlined">
            <CardHeader title={translate('profile.account.profile.title')} />
            {account ? (
                <CardContent>
                    <Form record={account} onSubmit={save}>
                        <ImageUpload source="avatar" label="profile.account.profile.avatar" text={account.username} />
                        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                            <TextInput
                                source="username"
                                label="profile.account.profile.username"
                                validate={validateUsername}
                            />
                            <TextInput
                                source="display_name"
                                label="profile.account.profile.display_name"
                                validate={validateDisplayName}
                            />
                            <TextInput
                                source="email"
                                label="profile.account.profile.email"
                                validate={validateEmail}
                                inputProps={{ inputMode: 'email' }}
                            />
                        </Box>
                        <SaveButton />
                    </Form>
                </CardContent>
            ) : (
                <LinearProgress />
            )}
        </Card>
    );
};

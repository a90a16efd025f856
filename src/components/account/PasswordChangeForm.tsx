import { useState } from 'react';
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { Form, PasswordInput, SaveButton, minLength, required, useNotify, useTranslate } from 'react-admin';
import { ApiError, FAILED_CALL } from '../../api/client';
import { formErrorsOf } from '../../dataProvider/fieldErrors';
import { changePassword, type AccountKind } from './selfApi';

export interface PasswordChangeFormProps {
    kind: AccountKind;
}

const PASSWORD_MIN_LENGTH = 8;

interface PasswordValues {
    current_password?: string;
    new_password?: string;
    confirm_password?: string;
}

const validateNew = [required(), minLength(PASSWORD_MIN_LENGTH, 'profile.account.password.too_short')];

/** The confirmation must repeat the new password. */
const sameAsNew = (value: string | undefined, values: PasswordValues) =>
    value && value !== values.new_password ? 'profile.account.password.mismatch' : undefined;
const validateConfirm = [required(), sameAsNew];

/**
 * Changes the signed-in account's password: PUT /admin/v3/self/password or /api/v3/user/self/password with
 * {current_password, new_password}, after checking on the client that the new one has 8+ characters and is typed
 * twice alike. The server revokes the account's other sessions; this one stays.
 */
export const PasswordChangeForm = ({ kind }: PasswordChangeFormProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [generation, setGeneration] = useState(0);

    const submit = async (values: PasswordValues) => {
        try {
            await changePassword(kind, {
                current_password: values.current_password ?? '',
                new_password: values.new_password ?? '',
            });
        } catch (error) {
            if (error instanceof ApiError && error.error === 'invalid_credentials') {
                // its toast is up already
                return {
                    current_password: 'profile.account.password.wrong_current',
                    root: { serverError: FAILED_CALL },
                };
            }
            return formErrorsOf(error) ?? undefined;
        }
        notify('profile.account.password.changed', { type: 'success' });
        setGeneration(value => value + 1); // empty fields again
    };

    return (
        <Card variant="outlined">
            <CardHeader title={translate('profile.account.password.title')} />
            <CardContent>
                <Form key={generation} onSubmit={submit}>
                    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                        <PasswordInput
                            source="current_password"
                            label="profile.account.password.current"
                            validate={required()}
                            autoComplete="current-password"
                        />
                        <PasswordInput
                            source="new_password"
                            label="profile.account.password.new"
                            validate={validateNew}
                            autoComplete="new-password"
                        />
                        <PasswordInput
                            source="confirm_password"
                            label="profile.account.password.confirm"
                            validate={validateConfirm}
                            autoComplete="new-password"
                        />
                    </Box>
                    <SaveButton label="profile.account.password.submit" />
                </Form>
            </CardContent>
        </Card>
    );
};

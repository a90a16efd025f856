import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Box, Button, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, TextInput, maxLength, regex, useNotify, useTranslate } from 'react-admin';
import { SettingsCard, useLoadedSettings } from '../../components/SettingsCard';
import { useCan } from '../../session';
import { assistantCalls, type AssistantSettings } from './calls';

const t = (key: string) => `assistant.settings.${key}`;
const HTTP_URL = /^https?:\/\/\S+$/;

interface ModelValues {
    base_url?: string | null;
    model?: string | null;
    api_key?: string | null;
}

const orNull = (text: string | null | undefined) => String(text ?? '').trim() || null;

/**
 * The organization's own OpenAI-compatible model: its address, model and API key. The key is never shown: empty keeps
 * the stored one, "Remove key" forgets it; the address and the model both empty fall back to the platform's.
 */
const ModelForm = ({
    settings,
    onSaved,
}: {
    settings: AssistantSettings;
    onSaved: (saved: AssistantSettings) => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const save = async (values: ModelValues, message: string, api_key?: string | null) => {
        try {
            onSaved(
                await assistantCalls.saveSettings({
                    base_url: orNull(values.base_url),
                    model: orNull(values.model),
                    ...(api_key !== undefined ? { api_key } : {}),
                }),
            );
            notify(message, { type: 'success' });
        } catch {
            // the client has shown why
        }
    };
    const submit = (values: ModelValues) => save(values, t('saved'), orNull(values.api_key) ?? undefined);
    return (
        <Form
            record={{ base_url: settings.base_url ?? '', model: settings.model ?? '', api_key: '' }}
            onSubmit={(values: Record<string, unknown>) => submit(values as ModelValues)}
            noValidate
        >
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate(t('own_model'))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(t('own_model_help'))}
            </Typography>
            <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <TextInput
                    source="base_url"
                    label={t('base_url')}
                    type="url"
                    validate={[maxLength(500), regex(HTTP_URL, t('base_url_invalid'))]}
                    helperText={t('base_url_help')}
                    fullWidth
                />
                <TextInput source="model" label={t('model')} validate={maxLength(200)} fullWidth />
                <PasswordInput
                    source="api_key"
                    label={t('api_key')}
                    helperText={t(settings.has_api_key ? 'api_key_stored' : 'api_key_none')}
                    validate={maxLength(500)}
                    autoComplete="new-password"
                    fullWidth
                />
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <SaveButton label={t('save')} alwaysEnable />
                {settings.has_api_key && (
                    <Button
                        color="error"
                        startIcon={<KeyOffIcon />}
                        onClick={() => save(settings, t('key_removed'), null)}
                    >
                        {translate(t('remove_key'))}
                    </Button>
                )}
            </Box>
        </Form>
    );
};

/** Who answers the assistant's questions, and how many of today's it has answered. */
const Usage = ({ settings }: { settings: AssistantSettings }) => {
    const translate = useTranslate();
    const provider = translate(t(`providers.${settings.provider}`));
    return (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
                {translate(t('provider'))}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
                {settings.provider === 'workspace' && settings.model ? `${provider} (${settings.model})` : provider}
            </Typography>
            <Typography component="dt" color="text.secondary">
                {translate(t('used_today'))}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {translate(t('used_of'), { used: settings.used_today, limit: settings.daily_limit })}
            </Typography>
        </Box>
    );
};

/**
 * The organization profile's "Assistant" section, for sessions that may ask the assistant: who answers and today's use;
 * with `workspace:write`, the organization's own model. Failing to load, it shows nothing (the client has said why).
 */
const AssistantSettingsSection = () => {
    const translate = useTranslate();
    const canWrite = useCan()('workspace:write');
    const { settings, saved, version } = useLoadedSettings(assistantCalls.settings);
    if (!settings) return null;
    return (
        <SettingsCard title={translate(t('title'))} intro={translate(t('intro'))} sx={{ mt: 3 }}>
            <Usage settings={settings} />
            {canWrite ? (
                <ModelForm key={version} settings={settings} onSaved={saved} />
            ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    {translate(t('read_only'))}
                </Typography>
            )}
        </SettingsCard>
    );
};

export default AssistantSettingsSection;

import { Type } from 'typebox';
import type { Config } from '../../config';
import { SYSTEM_MODES } from '../../config';
import type { App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { LOCALES } from '../../../common/locales';

const PublicConfig = Type.Object({
    app_name: Type.String(),
    system_mode: Type.Enum([...SYSTEM_MODES]),
    locales: Type.Array(Type.Enum([...LOCALES])),
    default_locale: Type.Enum([...LOCALES]),
    registration_enabled: Type.Boolean(),
    organization_creation_enabled: Type.Boolean(),
});

export const registrationEnabled = (config: Config) => config.systemMode === 'platform';
export const organizationCreationEnabled = (config: Config) => config.systemMode !== 'mono';

export default async function configRoutes(app: App, options: { config: Config }) {
    const { config } = options;
    app.get(
        '/public/v3/config',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'getPublicConfig',
                tags: ['config'],
                response: responses({ 200: Ok(PublicConfig) }),
            },
        },
        async request =>
            ok(request, {
                app_name: config.appName,
                system_mode: config.systemMode,
                locales: [...LOCALES],
                default_locale: 'en' as const,
                registration_enabled: registrationEnabled(config),
                organization_creation_enabled: organizationCreationEnabled(config),
            }),
    );
}

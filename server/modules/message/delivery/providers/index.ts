import type { MessageChannel } from '../../../../../common/messages';
import type { Config } from '../../../../config';
import type { Mailer } from '../../../../mail';
import { emailProvider } from './email';
import { smsProvider } from './sms';
import type { Provider } from './types';
import { whatsappProvider } from './whatsapp';

export { DeliveryError, PROVIDER_TIMEOUT_MS, type Provider } from './types';

/** The accounts messages go out through: the platform's, or a workspace's own (server/modules/message/channels). */
type ChannelAccounts = Pick<Config, 'whatsapp' | 'sms'>;

/** The channels the server sends itself (the rest go by hand): e-mail always, WhatsApp and SMS when set up. */
export const automaticChannels = (config: ChannelAccounts): MessageChannel[] => [
    'email',
    ...(config.whatsapp ? (['whatsapp'] as const) : []),
    ...(config.sms ? (['sms'] as const) : []),
];

export function providersFor(
    config: ChannelAccounts,
    mailer: Mailer,
    timeoutMs: number,
): Partial<Record<MessageChannel, Provider>> {
    return {
        email: emailProvider(mailer),
        ...(config.whatsapp ? { whatsapp: whatsappProvider(config.whatsapp, timeoutMs) } : {}),
        ...(config.sms ? { sms: smsProvider(config.sms, timeoutMs) } : {}),
    };
}

import type { MessageChannel } from '../../../../../common/messages';
import type { Config } from '../../../../config';
import { smsProvider } from './sms';
import type { Provider } from './types';
import { whatsappProvider } from './whatsapp';

export { emailProvider } from './email';
export { DeliveryError, PROVIDER_TIMEOUT_MS, type Provider } from './types';

/** The accounts messages go out through: the platform's, or a workspace's own (server/modules/message/channels). */
type ChannelAccounts = Pick<Config, 'whatsapp' | 'sms'>;

/** The channels the server sends itself (the rest go by hand): e-mail always, WhatsApp and SMS when set up. */
export const automaticChannels = (config: ChannelAccounts): MessageChannel[] => [
    'email',
    ...(config.whatsapp ? (['whatsapp'] as const) : []),
    ...(config.sms ? (['sms'] as const) : []),
];

/** The phone channels' providers of these accounts (e-mail: `emailProvider`, for the garage it sends for). */
export function phoneProvidersFor(
    config: ChannelAccounts,
    timeoutMs: number,
): Partial<Record<Exclude<MessageChannel, 'email'>, Provider>> {
    return {
        ...(config.whatsapp ? { whatsapp: whatsappProvider(config.whatsapp, timeoutMs) } : {}),
        ...(config.sms ? { sms: smsProvider(config.sms, timeoutMs) } : {}),
    };
}

import type { MailMessage } from '../../mail';

/** The password reset mail: the link carries the one-time token to the web app's reset page. */
export function resetMail(options: {
    appName: string;
    to: string;
    name: string;
    username: string;
    link: string;
}): MailMessage {
    return {
        to: options.to,
        subject: `Reset your ${options.appName} password`,
        text: [
            `Hello ${options.name},`,
            '',
            `Someone asked to reset the password of your ${options.appName} account "${options.username}".`,
            'Open this link within one hour to choose a new password:',
            '',
            options.link,
            '',
            'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
            '',
        ].join('\n'),
    };
}

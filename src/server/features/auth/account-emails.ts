import type { MailMessage } from '../../plugins/mailer';

/** To the owner of an email someone tried to register again: registration answers as for a new one. */
export function existingAccountNotice(options: { to: string; baseUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Someone tried to create a PolicyLens account with your email',
    text: [
      'Hello,',
      '',
      'Someone, perhaps you, tried to create a new PolicyLens account with this email address. You already have one, so nothing was created.',
      '',
      `To sign in: ${options.baseUrl}/auth`,
      `If you have forgotten your password: ${options.baseUrl}/auth?mode=forgot`,
      '',
      'If this was not you, you can ignore this email: your account is unchanged.',
    ].join('\n'),
  };
}

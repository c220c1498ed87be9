import { expect } from '@playwright/test';

/** The local stack's SMTP catcher (MailDev), where every mail the functions send arrives. */
export const MAIL_INBOX = 'http://127.0.0.1:1080';

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** Every mail caught so far, as the catcher's API lists them. */
export async function caughtMails(): Promise<CaughtMail[]> {
  return (await (await fetch(`${MAIL_INBOX}/email`)).json()) as CaughtMail[];
}

/** The mails caught so far for one address. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const mails = await caughtMails();
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/**
 * The link to `path` carrying its token in the confirmation mailed to `address` (a booking's unless
 * `subject` names another), exactly as the catcher received it (waits for the mail).
 */
export async function linkInConfirmation(
  address: string,
  path: string,
  subject = 'Prenotazione confermata',
): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+/${path}\\?token=[\\w.-]+`);
  let link = '';
  await expect
    .poll(async () => {
      const confirmation = (await mailsTo(address)).find((mail) =>
        mail.subject.startsWith(subject),
      );
      link = pattern.exec(confirmation?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link);
}

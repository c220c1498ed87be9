/** The local stack's SMTP catcher (MailDev), where every mail the functions send arrives. */
export const MAIL_INBOX = 'http://127.0.0.1:1080';

export interface CaughtMail {
  subject: string;
  text: string;
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

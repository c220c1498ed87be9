const HIDDEN = '•••';

/** `giulia@example.com` → `g•••@example.com`: enough to recognise one's own address, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return HIDDEN;
  return `${email.slice(0, 1)}${HIDDEN}${email.slice(at)}`;
}

/** `+39 345 123 4567` → `•••567`: the last three digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 3 ? `${HIDDEN}${digits.slice(-3)}` : HIDDEN;
}

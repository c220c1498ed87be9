/**
 * An adult living in Italy applying to join, as the /modulistica form sends it, signed on the
 * booking harness's first day (2026-11-23): a test changes only what it is about.
 */
export function adultApplication(
  fullName: string,
  email: string,
  changes: Record<string, unknown> = {},
) {
  return {
    fullName,
    email,
    phone: '+39 333 7654321',
    address: 'Via Roma 1',
    city: 'Verona',
    postalCode: '37121',
    province: 'VR',
    birthDate: '1985-12-10',
    birthPlace: 'Roma',
    taxCode: 'RSSMRA85T10A562S',
    membershipType: 'ordinario',
    notes: '',
    photoConsent: false,
    promotionalConsent: false,
    signaturePlace: 'Verona',
    signatureDate: '2026-11-23',
    digitalSignature: fullName,
    locale: 'it',
    ...changes,
  };
}

/**
 * A complete application from a resident of Italy, as a visitor would type it: the one sample the
 * schema's and the form's tests start from (each changes only what it is about).
 */
export const SAMPLE_ITALIAN_APPLICANT = {
  fullName: 'Mario Rossi',
  email: 'mario@example.com',
  phone: '+39 333 1234567',
  taxCode: 'rssmra85t10a562s',
  birthPlace: 'Roma',
  birthDate: '1985-12-10',
  address: 'Via Roma 1',
  city: 'Verona',
  postalCode: '37121',
  province: 'VR',
};

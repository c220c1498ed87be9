/** The site address and the secret the functions tests sign and read their mailed links with. */
export const SITE_URL = 'https://tours.example';
export const LINK_SECRET = 'functions-tests-link-secret';

export const oneRequestPerTransaction: { selector: string; message: string };

/**
 * Pure helpers of the Italian-messages split (see italian-messages-plugin.ts): read the catalogue
 * Lingui's Vite plugin compiled, find which of its messages a chunk uses, write their registration.
 */
export type CompiledMessages = Record<string, unknown>;

/** The messages object of a catalogue module compiled by @lingui/vite-plugin. */
export function readCompiledCatalogue(moduleCode: string): CompiledMessages {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(moduleCode)?.[1];
  if (!literal) throw new Error('Unexpected compiled catalogue: no JSON.parse("…") found');
  return JSON.parse(JSON.parse(literal) as string) as CompiledMessages;
}

/** A quote, and what stands between it and the same quote next, when that is a plain token. */
const QUOTED_TOKEN = /(["'`])(?=([^"'`\\\s]+)\1)/g;
const PLAIN_TOKEN = /^[^"'`\\\s]+$/;
const QUOTES = ['"', "'", '`'];

/**
 * Catalogue ids the code mentions as a string literal, e.g. the macro's `{id:"Kg3qHI"}`. The
 * chunk is read once into the set of its quoted tokens (1,700 ids against 220 chunks made a
 * search per id and quote take 5 of the build's 12 seconds); an id that is no plain token is
 * looked for as it is.
 */
export function messagesUsedBy(code: string, catalogue: CompiledMessages): CompiledMessages {
  const quoted = new Set<string>();
  for (const match of code.matchAll(QUOTED_TOKEN)) quoted.add(`${match[1]}${match[2]}`);
  const used: CompiledMessages = {};
  for (const [id, message] of Object.entries(catalogue)) {
    const mentioned = PLAIN_TOKEN.test(id)
      ? QUOTES.some((quote) => quoted.has(`${quote}${id}`))
      : QUOTES.some((quote) => code.includes(`${quote}${id}${quote}`));
    if (mentioned) used[id] = message;
  }
  return used;
}

/** A statement adding the messages to the shared Italian catalogue, wherever it is in the page. */
export function registration(globalName: string, messages: CompiledMessages): string {
  const json = JSON.stringify(JSON.stringify(messages));
  return `\n;Object.assign(globalThis.${globalName}??={},JSON.parse(${json}));\n`;
}

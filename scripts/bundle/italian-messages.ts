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

/** Catalogue ids the code mentions as a string literal, e.g. the macro's `{id:"Kg3qHI"}`. */
export function messagesUsedBy(code: string, catalogue: CompiledMessages): CompiledMessages {
  const used: CompiledMessages = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (['"', "'", '`'].some((quote) => code.includes(`${quote}${id}${quote}`))) {
      used[id] = message;
    }
  }
  return used;
}

/** A statement adding the messages to the shared Italian catalogue, wherever it is in the page. */
export function registration(globalName: string, messages: CompiledMessages): string {
  const json = JSON.stringify(JSON.stringify(messages));
  return `\n;Object.assign(globalThis.${globalName}??={},JSON.parse(${json}));\n`;
}

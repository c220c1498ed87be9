/**
 * How the built JS files are named: the chunk's name and a hash of its content, seven characters
 * (rolldown's base64). The start chunk lists about 150 lazy chunks by file name, so each
 * character of the hash weighs on every page's first load (one fewer than rolldown's default 8:
 * 0.16 kB off the home page's, gzipped). Rolldown refuses a length too short for the number of
 * chunks, naming the length it needs.
 */
export const CHUNK_HASH_LENGTH = 7;

export const CHUNK_FILE_NAMES = `assets/[name]-[hash:${CHUNK_HASH_LENGTH}].js`;

/** The chunk's name as rolldown writes it into the file name, e.g. `start-app-AbC1234.js`. */
export const chunkName = (file: string) =>
  new RegExp(String.raw`([^/]+)-[\w-]{${CHUNK_HASH_LENGTH}}\.js$`).exec(file)?.[1];

/**
 * One e-mail address, written plainly (`name@garage.hk`): what every e-mail field holds and the only thing mail is
 * sent to. Refused: CR, LF and every other control or invisible format character, spaces, several addresses (`,`
 * `;`), display names and groups (`Chan <a@b.hk>`, `list: a@b.hk;`), quotes, brackets and backslashes, and a domain
 * without a dot or with an empty label. Letters of any script are fine (`陳@例子.香港`).
 */
const PART = String.raw`[^\s@,;:<>()\[\]"\\\p{Cc}\p{Cf}]`;
const LABEL = String.raw`[^\s@,;:<>()\[\]"\\\p{Cc}\p{Cf}.]+`;
const ADDRESS = `${PART}+@${LABEL}(?:\\.${LABEL})+`;

/**
 * The JSON Schema pattern of an e-mail field (Ajv compiles it with the `u` flag): one address or nothing, spaces
 * around it allowed (they are trimmed).
 */
export const ONE_ADDRESS_PATTERN = `^ *(?:${ADDRESS})? *$`;

const ONE_ADDRESS = new RegExp(`^${ADDRESS}$`, 'u');

/** Whether `text` is exactly one plain address (the check of every e-mail field; a CSV import uses it too). */
export const isOneAddress = (text: string) => text.length <= 254 && ONE_ADDRESS.test(text);

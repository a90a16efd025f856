/** Pieces of what someone wrote, each quoted as the UI language quotes, in one list: “a”, “b” / 「a」、「b」. */
export function quoted(pieces: readonly string[], locale: string): string {
    if (locale === 'zh-hk') return pieces.map(piece => `「${piece}」`).join('、');
    if (locale === 'zh-cn') return pieces.map(piece => `“${piece}”`).join('、');
    return pieces.map(piece => `“${piece}”`).join(', ');
}

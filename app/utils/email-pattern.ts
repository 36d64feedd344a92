/**
 * What a valid e-mail address looks like, for every form and API that takes one: zod's own pattern
 * (z.regexes.email), with the letters, marks and digits of every script wherever it allows A-Z, a-z and
 * 0-9. RFC 6531 lets a local part carry them (åsa.ström@…) and an IDN domain is written in them
 * (bücher.de, пример.рф). An ASCII address is judged exactly as zod judges it; zod's looser
 * z.regexes.unicodeEmail would also let through `a@b` or `a..b@example.org`. Used with z.email({ pattern }),
 * so the browser (Conform) and the server check the same thing.
 */
export const emailPattern =
  /^(?:[\p{L}\p{M}\p{N}_'+-]+\.)*[\p{L}\p{M}\p{N}_'+-]*[\p{L}\p{M}\p{N}_+-]@(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}-]*\.)+[\p{L}\p{M}]{2,}$/u

/**
 * Another language's type for a content default: the English value's own type (its `as const` shape: the
 * same keys, the same array lengths, the same optional parts on the same items) with its words widened to
 * string. The keys named in NonText keep their literal types, so a translation cannot change an id, a link
 * or a time by mistake: the compiler holds them to the English ones.
 */
export type NonText =
  'id' | 'href' | 'to' | 'url' | 'key' | 'icon' | 'start' | 'end' | 'category' | 'difficulty'

export type Widen<T, Keep extends PropertyKey = NonText> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly unknown[]
        ? { readonly [I in keyof T]: Widen<T[I], Keep> }
        : T extends object
          ? { readonly [K in keyof T]: K extends Keep ? T[K] : Widen<T[K], Keep> }
          : T

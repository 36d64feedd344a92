// Las palabras visibles de ../site.ts en español: footerTagline y logo.alt. El resto de site.ts es
// configuración (enlaces, fechas, claves de los catálogos) y no se traduce aquí.

export const siteWords: { footerTagline: string; logoAlt: string } = {
  footerTagline: 'Jóvenes inventores, grandes ideas y un poco de ayuda de la IA.',
  logoAlt: 'Logotipo del Kids Startup Club: una bombilla con una chispa',
}

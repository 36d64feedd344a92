import type en from '../en/family'

// Las páginas de las familias: el desafío, el formulario, el enlace privado, los proyectos, la votación.
export default {} satisfies Record<keyof typeof en, string>

export const brand = {
  name: 'Negócios Ozonteck',
  tagline: 'Representantes oficiais Ozonteck',
} as const;

/** The label of every call to action that leads to the registration page. */
export const registerLabel = 'Cadastrar Agora!';
